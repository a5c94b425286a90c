import { REPORT_SOURCES, type TReportDetail } from '@hm/contract';
import { columnProblems, columnsOf, detailsOf, moveColumn, patchColumn } from './report-columns';

const source = REPORT_SOURCES.response_rate_department;
const detail = (over: Partial<TReportDetail>): TReportDetail => ({
  report_detail_id: 1,
  report_id: 7,
  field: 'ten_phong_ban',
  nhan: null,
  hien_thi: true,
  thu_tu: 0,
  sap_xep: null,
  nhom: false,
  tong_hop: null,
  loc_phep: null,
  loc_gia_tri: null,
  ...over,
});

describe('report columns', () => {
  it('shows every column of a new definition, in the source’s order', () => {
    const cols = columnsOf(source, []);
    expect(cols.map((c) => c.field)).toEqual(source.columns.map((c) => c.field));
    expect(cols.every((c) => c.hien_thi)).toBe(true);
  });

  it('puts the saved columns first in their order, the others after them hidden', () => {
    const cols = columnsOf(source, [detail({ report_detail_id: 2, field: 'ty_le', thu_tu: 1, nhan: 'Tỷ lệ' }), detail({ thu_tu: 0 })]);
    expect(cols.slice(0, 3).map((c) => [c.field, c.hien_thi, c.nhan, c.report_detail_id])).toEqual([
      ['ten_phong_ban', true, '', 1],
      ['ty_le', true, 'Tỷ lệ', 2],
      ['ahrq', false, '', undefined],
    ]);
  });

  it('saves the columns used, numbered in the page’s order, with their stored ids', () => {
    let cols = columnsOf(source, [detail({ report_detail_id: 5, field: 'ty_le' })]);
    cols = cols.map((c) => (c.field === 'moi' ? patchColumn(c, { loc_phep: 'gte', loc_gia_tri: ' 10 ' }) : c));
    expect(detailsOf(cols)).toEqual([
      { report_detail_id: 5, field: 'ty_le', nhan: null, hien_thi: true, thu_tu: 0, sap_xep: null, nhom: false, tong_hop: null, loc_phep: null, loc_gia_tri: null },
      { field: 'moi', nhan: null, hien_thi: false, thu_tu: 1, sap_xep: null, nhom: false, tong_hop: null, loc_phep: 'gte', loc_gia_tri: '10' },
    ]);
  });

  it('moves a column up and down, not past the ends', () => {
    const cols = columnsOf(source, []);
    expect(
      moveColumn(cols, 'ahrq', -1)
        .map((c) => c.field)
        .slice(0, 2),
    ).toEqual(['ahrq', 'ten_phong_ban']);
    expect(moveColumn(cols, 'ten_phong_ban', -1).map((c) => c.field)).toEqual(cols.map((c) => c.field));
    expect(moveColumn(cols, cols.at(-1)!.field, 1).map((c) => c.field)).toEqual(cols.map((c) => c.field));
  });

  it('keeps a column coherent: grouped means no aggregate, and only what fits the type', () => {
    const [name, , invited] = columnsOf(source, []);
    expect(patchColumn(invited!, { tong_hop: 'sum', nhom: true }).tong_hop).toBeNull();
    expect(patchColumn(name!, { tong_hop: 'sum' }).tong_hop).toBeNull();
    expect(patchColumn(name!, { loc_phep: 'gt' }).loc_phep).toBeNull();
    expect(patchColumn(name!, { loc_phep: 'contains', loc_gia_tri: 'Nội' }).loc_gia_tri).toBe('Nội');
    expect(patchColumn(invited!, { loc_phep: 'contains' }).loc_phep).toBeNull();
  });

  it('finds what keeps the columns from being saved', () => {
    const cols = columnsOf(source, []).map((c) => {
      if (c.field === 'ten_phong_ban') return patchColumn(c, { nhom: true });
      if (c.field === 'moi') return patchColumn(c, { tong_hop: 'sum' });
      if (c.field === 'ty_le') return patchColumn(c, { tong_hop: 'avg', loc_phep: 'gt', loc_gia_tri: 'abc' });
      if (c.field === 'ahrq') return patchColumn(c, { hien_thi: false, loc_phep: 'eq' });
      return c;
    });
    const p = columnProblems(cols);
    // Grouped by department, every other figure needs an aggregate: the rate's counts and each channel's counts and rate.
    const counts = source.columns.filter((c) => c.type !== 'text' && c.field !== 'moi' && c.field !== 'ty_le').map((c) => c.field);
    expect(counts).toEqual(expect.arrayContaining(['khong_du_dieu_kien', 'da_gui', 'hoan_chinh', 'moi_the', 'hoan_chinh_giay']));
    expect(p.byField).toEqual({ ahrq: 'filterValue', ty_le: 'filterNumber', ...Object.fromEntries(counts.map((f) => [f, 'needsAggregate'])) });
    expect(p.noneShown).toBe(false);
    expect(columnProblems(cols.map((c) => ({ ...c, hien_thi: false }))).noneShown).toBe(true);
  });
});
