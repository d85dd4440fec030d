export { PagePlaceholder } from './PagePlaceholder';
