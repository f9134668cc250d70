/** One loaded page of a paged list call: its rows, the list's total and the page number. */
export interface LoadedPage {
  records: readonly unknown[];
  total: number;
  current: number;
}

/**
 * The next page number of a list paged by `current` and `total` (for infiniteQueryOptions' getNextPageParam):
 * undefined once every row is loaded, or when a page came back empty (a total that overstates stops there).
 */
export function nextPageByTotal(last: LoadedPage, pages: readonly LoadedPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.records.length, 0);
  return loaded < last.total && last.records.length > 0 ? last.current + 1 : undefined;
}
