export { DocumentInput } from './DocumentInput';
