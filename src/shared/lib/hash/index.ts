export { fnv1a } from './fnv1a';
