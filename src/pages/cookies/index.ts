export { CookiesPage } from './ui/CookiesPage';
