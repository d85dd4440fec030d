/** Search texts of spec §2, exactly as written there. */
export const SEARCH_EMPTY = 'Please enter keywords';
export const SEARCH_NOT_FOUND = 'Not found';
export const noResultsText = (query: string) =>
  `No results found for "${query}". Try checking for typos or using complete words.`;
