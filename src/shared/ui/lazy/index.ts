export { lazyWithPreload } from './lazyWithPreload';
