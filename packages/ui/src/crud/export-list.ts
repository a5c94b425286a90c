import type { ApiClient } from '@hm/contract';
import { asPage, type CrudResource, listEndpoint, listTraits } from '@hm/platform';

/** The largest page the API serves (ZPageQuery): the export reads the list in pages of this. */
export const EXPORT_PAGE_SIZE = 200;

type Page = { data: unknown[]; total: number };

/**
 * Every row of a list under its current filter, read page by page (an unpaged list at once).
 * @example const rows = await fetchAllRows(api, department, { hospitalId: 1, keyword: 'khoa' });
 */
export async function fetchAllRows(api: ApiClient, r: CrudResource, query: Record<string, unknown>): Promise<unknown[]> {
  const read = (q: Record<string, unknown>) => api.call(listEndpoint(r), { query: q } as never) as Promise<Page | unknown[]>;
  if (!listTraits(r).paged) return asPage(await read(query))?.data ?? [];
  const rows: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const p = asPage(await read({ ...query, page, size: EXPORT_PAGE_SIZE }))!;
    rows.push(...p.data);
    if (p.data.length < EXPORT_PAGE_SIZE || rows.length >= p.total) return rows;
  }
}

/** One cell of a sheet: text, a number, a yes/no or nothing. */
export type SheetCell = string | number | boolean | null;

/**
 * Saves a table as an .xlsx file: a bold header row, then the rows. The writer
 * (write-excel-file: about 70 kB minified, its zip library included) is loaded only on the first
 * export, in a chunk of its own.
 * @example await saveXlsx('phong-ban', ['Mã', 'Tên'], [['K1', 'Khoa Nội']]);
 */
export async function saveXlsx(fileName: string, headers: string[], rows: SheetCell[][]): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = headers.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = rows.map((row) => row.map((value) => (value === null ? null : { value })));
  await writeXlsxFile([header, ...body], { stickyRowsCount: 1 }).toFile(`${fileName}.xlsx`);
}
