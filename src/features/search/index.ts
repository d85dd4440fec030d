export { buildSearchEntries, searchEntries } from './model/searchEntries';
export type { SearchEntry, SearchGroup } from './model/searchEntries';
export { SearchDialog } from './ui/SearchDialog';
export { Searchbar } from './ui/Searchbar';
export { noResultsText, SEARCH_EMPTY, SEARCH_NOT_FOUND } from './model/texts';
