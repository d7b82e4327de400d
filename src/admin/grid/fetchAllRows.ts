import type { DataProvider, FilterPayload, RaRecord, SortPayload } from 'react-admin';

/** The most records the data API answers in one request. */
export const MAX_PAGE_SIZE = 1000;
/** Pages requested at the same time after the first one told the total. */
const PARALLEL_PAGES = 4;

/**
 * Every record of the filtered list in the list's sort order, page by page at the largest page size the
 * API serves. Grouping, aggregation and export work on this, not on the visible page.
 */
export async function fetchAllRows(
  dataProvider: DataProvider,
  resource: string,
  params: { filter: FilterPayload; sort: SortPayload },
  onProgress?: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<RaRecord[]> {
  const page = async (number: number) =>
    dataProvider.getList(resource, { ...params, pagination: { page: number, perPage: MAX_PAGE_SIZE }, signal });
  const first = await page(1);
  const total = first.total ?? first.data.length;
  let loaded = first.data.length;
  onProgress?.(loaded, total);
  const pageCount = Math.ceil(total / MAX_PAGE_SIZE);
  const pages: RaRecord[][] = [first.data];
  for (let start = 2; start <= pageCount; start += PARALLEL_PAGES) {
    const numbers = Array.from({ length: Math.min(PARALLEL_PAGES, pageCount - start + 1) }, (_, i) => start + i);
    const results = await Promise.all(numbers.map(page));
    for (const { data } of results) {
      pages.push(data);
      loaded += data.length;
    }
    onProgress?.(loaded, total);
  }
  return pages.flat();
}
