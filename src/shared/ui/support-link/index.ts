export { SupportLink } from './SupportLink';
