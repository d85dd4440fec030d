/** The first and last pages, and those beside the current one; null where pages are skipped ('…'). */
export const pageNumbers = (page: number, pages: number): (number | null)[] => {
  const kept = [...new Set([1, page - 1, page, page + 1, pages])].filter((number) => number >= 1 && number <= pages).sort((a, b) => a - b);
  return kept.flatMap((number, index) => (index > 0 && number - kept[index - 1]! > 1 ? [null, number] : [number]));
};
