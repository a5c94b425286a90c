/**
 * The server implements exactly the contract's catalogue of sources (issue 14): every code, no
 * other, and each source's rows carry exactly its columns, typed as the contract says.
 */
import { REPORT_SOURCE_CODES, REPORT_SOURCES, type TReportColumnType, type TReportData, type TReportSourceCode } from '@hm/contract';
import { SOURCE_IMPLS } from '../../../src/modules/reports/sources/index.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { A, code, columns, reportFixture, type ReportFixture } from './fixtures.js';

let t: TestApp;
let f: ReportFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await reportFixture(t);
});
afterAll(() => t.close());

const TYPE_OF: Record<TReportColumnType, (v: unknown) => boolean> = {
  text: (v) => typeof v === 'string',
  int: (v) => Number.isInteger(v),
  number: (v) => typeof v === 'number',
  percent: (v) => typeof v === 'number' && v >= 0 && v <= 100,
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  datetime: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v),
};

describe('the sources', () => {
  it('are exactly the contract’s codes', () => {
    expect(Object.keys(SOURCE_IMPLS).sort()).toEqual([...REPORT_SOURCE_CODES].sort());
    for (const [key, impl] of Object.entries(SOURCE_IMPLS)) expect(impl.code).toBe(key);
  });

  it.each(REPORT_SOURCE_CODES.map((c) => [c] as const))('%s answers rows of exactly its columns, of their types', async (source: TReportSourceCode) => {
    const def = REPORT_SOURCES[source];
    const r = await f.create({ ma_report: code('NGUON'), ten_report: def.vi, nguon: source, details: columns(def.columns.map((c) => c.field)) });
    const params: Record<string, unknown> = { tu_ngay: '2000-01-01' };
    for (const p of def.params) {
      if (p.key === 'phien_ban_id') params.phien_ban_id = f.version2025;
      if (p.key === 'hospital_id') params.hospital_id = f.demoId;
    }
    for (const k of Object.keys(params)) if (!def.params.some((p) => p.key === k)) delete params[k];
    const res = await f.call('admin', 'POST', `${A}/report/get-data`, { report_id: r.report_id, params, size: 500 });
    expect(res.statusCode).toBe(200);
    const data = body<TReportData>(res).data;
    expect(data.columns).toEqual(def.columns.map((c) => ({ field: c.field, label: c.vi, type: c.type })));
    expect(data.rows.length).toBeGreaterThan(0);
    for (const row of data.rows) {
      expect(Object.keys(row)).toEqual(def.columns.map((c) => c.field));
      for (const c of def.columns) {
        const v = row[c.field];
        if (v !== null && !TYPE_OF[c.type](v)) throw new Error(`${source}.${c.field}: ${JSON.stringify(v)} is not ${c.type}`);
      }
    }
    // Every column has a value in some row (a source that never fills one would be a mistake).
    const empty = def.columns.filter((c) => data.rows.every((row) => row[c.field] === null)).map((c) => c.field);
    const mayBeEmpty: Partial<Record<TReportSourceCode, string[]>> = {
      // SOPS 2.0 has no AHRQ database averages in the reference (docs/decisions/benchmarks.md); reminders were not sent.
      composite_hospital: ['diem_chuan'],
      participation_list: ['ngay_nhac'],
      // The demo survey sent links only: no card or paper was issued, so those channels have no rate (channel-split.test.ts fills them).
      response_rate_hospital: ['ty_le_the', 'ty_le_giay'],
      response_rate_department: ['ty_le_the', 'ty_le_giay'],
    };
    expect(empty.filter((x) => !(mayBeEmpty[source] ?? []).includes(x))).toEqual([]);
  });
});
