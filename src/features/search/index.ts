export { Searchbar } from './ui/Searchbar';
