export { LoadCurvePage } from './ui/LoadCurvePage';
