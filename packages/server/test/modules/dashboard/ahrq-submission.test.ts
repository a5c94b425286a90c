import type { TDashboardVersion, TResponseRates } from '@hm/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../src/db/schema.js';
import { NOT_LICENSED } from '../../../src/access/access.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../../src/access/caller.js';
import { AHRQ_MSG } from '../../../src/modules/dashboard/export/ahrq-submission.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

// The AHRQ submission files (issue 14) of the 2025 demo survey, through HTTP.

let t: TestApp;
let db: Kysely<DB>;
let version: TDashboardVersion;
let earlier: TDashboardVersion;
let demoId: number;
let demo2Id: number;
const tokens = new Map<string, string>();

const D = '/votesafety/v1/dash-board';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ITEMS = [
  'POSITION',
  'UNIT',
  ...Array.from({ length: 14 }, (_, i) => `A${i + 1}`),
  'B1',
  'B2',
  'B3',
  ...Array.from({ length: 7 }, (_, i) => `C${i + 1}`),
  'D1',
  'D2',
  'D3',
  'E1',
  'F1',
  'F2',
  'F3',
  'F4',
  'F5',
  'F6',
  'G1',
  'G2',
  'G3',
  'G4',
];
const RESPONDENT_HEADER = ['SiteID', ...ITEMS];
const SITE_HEADER = [
  'SiteID',
  'SiteName',
  'Address1',
  'Address2',
  'City',
  'State',
  'ZipCode',
  'ZipPlusFour',
  'ContactName',
  'ContactPhone',
  'ContactEmail',
  'LicensedBeds',
  'Ownership',
  'Teaching',
  'SurveyMode',
];
/** Negatively worded SOPS 2.0 items (sops-hospital.md §1.3). */
const REVERSE = ['A3', 'A5', 'A6', 'A7', 'A9', 'A11', 'A13', 'A14', 'B2', 'C7', 'F3', 'F4', 'F5'];

const get = (user: string, url: string, headers: Record<string, string> = {}) => t.as(tokens.get(user)!, { method: 'GET', url, headers });
const respondentUrl = (q: string) => `${D}/xuat-ahrq-respondent?${q}`;
const siteUrl = (q: string) => `${D}/xuat-ahrq-site?${q}`;

/** The only sheet's rows as arrays of cell values (empty cells null, every row as wide as the header). */
async function rowsOf(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(wb.worksheets).toHaveLength(1);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    const width = Math.max(values.length, out[0]?.length ?? 0);
    out.push(Array.from({ length: width }, (_, i) => values[i] ?? null));
  });
  return out;
}

/** The version's complete responses as stored, in the order of their id: hospital and code → first value. */
async function storedComplete(versionId: number): Promise<{ id: string; hospital: number; codes: Map<string, number> }[]> {
  const rows = await db
    .selectFrom('ket_qua as k')
    .leftJoin('ket_qua_chi_tiet as d', 'd.ket_qua_id', 'k.ket_qua_id')
    .leftJoin('cau_hoi as q', 'q.cauhoi_id', 'd.cauhoi_id')
    .select(['k.ket_qua_id', 'k.hospital_id', 'q.ma_cauhoi', 'd.gia_tri'])
    .where('k.phien_ban_id', '=', versionId)
    .where('k.hoan_thanh', '=', true)
    .orderBy('k.ket_qua_id')
    .orderBy('d.gia_tri')
    .execute();
  const out: { id: string; hospital: number; codes: Map<string, number> }[] = [];
  for (const r of rows) {
    if (out.at(-1)?.id !== r.ket_qua_id) out.push({ id: r.ket_qua_id, hospital: r.hospital_id, codes: new Map() });
    if (r.ma_cauhoi && r.gia_tri !== null && !out.at(-1)!.codes.has(r.ma_cauhoi)) out.at(-1)!.codes.set(r.ma_cauhoi, r.gia_tri);
  }
  return out;
}

const column = (name: string) => RESPONDENT_HEADER.indexOf(name);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  for (const u of ['admin', 'bvadmin', 'nhanvien01', 'bv2admin']) tokens.set(u, await t.login(u));
  const versions = body<TDashboardVersion[]>(await get('bvadmin', `${D}/phien-ban`)).data;
  const demo = versions.filter((v) => v.tieu_de_khao_sat.startsWith('Khảo sát văn hóa an toàn người bệnh 202'));
  version = demo[0]!;
  earlier = demo[1]!;
  expect(version.tieu_de_khao_sat).toContain('2025');
  demoId = (await db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO').executeTakeFirstOrThrow()).hospital_id;
  demo2Id = (await db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO2').executeTakeFirstOrThrow()).hospital_id;
});
afterAll(() => t.close());

describe('xuat-ahrq-respondent on the 2025 demo survey', () => {
  it('has one row per complete response, as many as the dashboard counts, each with the Site ID of the site file', async () => {
    const res = await get('bvadmin', respondentUrl(`phien_ban_id=${version.phien_ban_id}`));
    const [header, ...data] = await rowsOf(res);
    expect(res.headers['content-disposition']).toContain(`filename="AHRQ-HSOPS2-respondents-v${version.phien_ban_id}.xlsx"`);
    expect(header).toEqual(RESPONDENT_HEADER);
    const rates = body<TResponseRates>(await get('bvadmin', `${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=${version.phien_ban_id}`)).data;
    expect(rates.total.complete).toBeGreaterThan(250);
    expect(data).toHaveLength(rates.total.complete);
    // Some demo responses answer only background questions: they are not complete, not submitted.
    const all = await db
      .selectFrom('ket_qua')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phien_ban_id', '=', version.phien_ban_id)
      .executeTakeFirstOrThrow();
    expect(Number(all.n)).toBeGreaterThan(data.length);

    const site = await rowsOf(await get('bvadmin', siteUrl(`phien_ban_id=${version.phien_ban_id}`)));
    expect(site[0]).toEqual(SITE_HEADER);
    expect(site.slice(1).map((r) => r[0])).toEqual([demoId]);
    expect(new Set(data.map((r) => r[0]))).toEqual(new Set([demoId]));
  });

  it('keeps the codes as answered: never reverse-coded, 9 kept, blank when not answered', async () => {
    const [, ...data] = await rowsOf(await get('bvadmin', respondentUrl(`phien_ban_id=${version.phien_ban_id}`)));
    const stored = await storedComplete(version.phien_ban_id);
    // Rows are in the order of the random response id, like the raw export.
    const expected = stored.map((r) => [r.hospital, ...ITEMS.map((code) => r.codes.get(code) ?? null)]);
    expect(data).toEqual(expected);

    const a3 = column('A3');
    const reverseLow = stored.findIndex((r) => r.codes.get('A3') === 1);
    expect(reverseLow).toBeGreaterThanOrEqual(0);
    expect(data[reverseLow]![a3]).toBe(1); // a reverse-worded item: 1 stays 1 (not 5)
    const reverseHigh = stored.findIndex((r) => r.codes.get('A3') === 5);
    expect(data[reverseHigh]![a3]).toBe(5);
    for (const code of REVERSE) expect(data.some((row) => row[column(code)] === 1 || row[column(code)] === 2)).toBe(true);

    const nine = data.findIndex((row) => row.slice(3).includes(9));
    expect(nine).toBeGreaterThanOrEqual(0);
    const nineColumn = data[nine]!.indexOf(9, 3);
    expect(stored[nine]!.codes.get(RESPONDENT_HEADER[nineColumn]!)).toBe(9);
    expect(data.some((row) => row.slice(3).includes(null))).toBe(true); // a missing answer is blank
    expect(data.flat().every((v) => v === null || typeof v === 'number')).toBe(true);
  });

  it('gives unit and position as the AHRQ category numbers of the mapping lists', async () => {
    const [, ...data] = await rowsOf(await get('bvadmin', respondentUrl(`phien_ban_id=${version.phien_ban_id}`)));
    const stored = await storedComplete(version.phien_ban_id);
    const units = new Set((await db.selectFrom('phong_ban_ahrq').select('ma').execute()).map((c) => c.ma));
    const positions = new Set((await db.selectFrom('chuc_danh_ahrq').select('ma').execute()).map((c) => c.ma));
    const pad = (n: number) => String(n).padStart(2, '0');
    data.forEach((row, i) => {
      const [unit, position] = [row[column('UNIT')], row[column('POSITION')]];
      expect(unit).toBe(stored[i]!.codes.get('UNIT') ?? null);
      expect(position).toBe(stored[i]!.codes.get('POSITION') ?? null);
      if (unit !== null) expect(units.has(`UA${pad(unit as number)}`)).toBe(true);
      if (position !== null) expect(positions.has(`SP${pad(position as number)}`)).toBe(true);
    });
    // The demo respondents name their units: several categories, and a few leave it blank.
    expect(new Set(data.map((r) => r[column('UNIT')])).size).toBeGreaterThan(5);
    expect(data.some((r) => r[column('POSITION')] === null)).toBe(true);
  });

  it('is refused without the raw-data function, outside the caller’s hospitals, and for a hospital without the dashboards', async () => {
    const q = `phien_ban_id=${version.phien_ban_id}`;
    for (const url of [respondentUrl(q), siteUrl(q)]) {
      expect((await get('nhanvien01', url)).statusCode).toBe(403);
      expect((await get('bv2admin', url)).statusCode).toBe(403);
      const asked = await get('bvadmin', `${url}&hospital_id=${demo2Id}`);
      expect(asked.statusCode).toBe(403);
      expect(body(asked).message).toBe(OUT_OF_SCOPE_MESSAGE);
      // The second demo hospital has not licensed the dashboards.
      const unlicensed = await get('admin', `${url}&hospital_id=${demo2Id}`);
      expect(unlicensed.statusCode).toBe(403);
      expect(body(unlicensed).message).toBe(NOT_LICENSED);
    }
  });

  it('refuses a version that still takes votes or is not SOPS 2.0, with the reason, and writes nothing', async () => {
    const q = `phien_ban_id=${earlier.phien_ban_id}`;
    const audits = async () =>
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('action', 'like', 'xuat-ahrq-%')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await audits();
    for (const [status, instrument, message] of [
      [3, 'HSOPS2', AHRQ_MSG.notClosed],
      [1, 'HSOPS2', AHRQ_MSG.notClosed],
      [2, 'HSOPSC1', AHRQ_MSG.notSops2],
      [2, null, AHRQ_MSG.notSops2],
    ] as const) {
      await db.updateTable('phien_ban_khao_sat').set({ status_khao_sat: status, instrument_code: instrument }).where('phien_ban_id', '=', earlier.phien_ban_id).execute();
      for (const url of [respondentUrl(q), siteUrl(q)]) {
        const res = await get('bvadmin', url);
        expect(res.statusCode).toBe(409);
        expect(body(res).message).toBe(message);
      }
    }
    await db.updateTable('phien_ban_khao_sat').set({ status_khao_sat: 2, instrument_code: 'HSOPS2' }).where('phien_ban_id', '=', earlier.phien_ban_id).execute();
    expect(await audits()).toBe(before);
    expect((await get('bvadmin', respondentUrl(q))).statusCode).toBe(200);
  });

  it('answers 400 to bad parameters and 404 to an unknown version', async () => {
    for (const q of ['', 'phien_ban_id=abc', 'phien_ban_id=0', `phien_ban_id=${version.phien_ban_id}&hospital_id=-1`, `phien_ban_id=${version.phien_ban_id}&hospital_id=x`]) {
      for (const url of [respondentUrl(q), siteUrl(q)]) {
        const res = await get('bvadmin', url);
        expect(res.statusCode).toBe(400);
        expect(body(res).message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
      }
    }
    expect((await get('bvadmin', respondentUrl('phien_ban_id=999999'))).statusCode).toBe(404);
  });

  it('records every export in the audit log with its parameters before the file', async () => {
    await rowsOf(await get('bvadmin', respondentUrl(`phien_ban_id=${version.phien_ban_id}&hospital_id=${demoId}`)));
    await rowsOf(await get('bvadmin', siteUrl(`phien_ban_id=${version.phien_ban_id}&hospital_id=${demoId}`)));
    const rows = await db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'phien_ban_id', 'hospital_id', 'detail', 'tai_khoan_id'])
      .where('action', 'like', 'xuat-ahrq-%')
      .orderBy('audit_log_id', 'desc')
      .limit(2)
      .execute();
    const [site, respondent] = rows;
    const complete = (await storedComplete(version.phien_ban_id)).length;
    expect(respondent).toMatchObject({
      action: 'xuat-ahrq-respondent',
      entity: 'phien_ban_khao_sat',
      entity_id: String(version.phien_ban_id),
      phien_ban_id: version.phien_ban_id,
      hospital_id: demoId,
    });
    const detail = (d: unknown) => (typeof d === 'string' ? JSON.parse(d) : d) as Record<string, unknown>;
    expect(detail(respondent!.detail)).toEqual({
      phien_ban_id: version.phien_ban_id,
      hospital_id: demoId,
      rows: complete,
      hospitals: [{ hospital_id: demoId, site_id: demoId, rows: complete }],
    });
    expect(site).toMatchObject({ action: 'xuat-ahrq-site', phien_ban_id: version.phien_ban_id, hospital_id: demoId });
    // The demo hospital has no contact person yet: the audit row says what the site file lacks.
    expect(detail(site!.detail)).toEqual({ phien_ban_id: version.phien_ban_id, hospital_id: demoId, sites: [{ site_id: demoId, missing: ['ContactName'] }] });
  });
});

describe('xuat-ahrq-site', () => {
  it('writes the hospital: address as commune, province and its code, contacts, beds, ownership and teaching', async () => {
    await db
      .updateTable('hospital')
      .set({ ma_tinh: '79', ma_xa: null, nguoi_lien_he: 'Nguyễn Văn An', so_giuong: 650, so_huu: 'cong_lap', giang_day: true })
      .where('hospital_id', '=', demoId)
      .execute();
    const commune = await db.selectFrom('don_vi_hanh_chinh').select(['ma', 'ten']).where('ma_cha', '=', '79').orderBy('ma').executeTakeFirstOrThrow();
    const province = await db.selectFrom('don_vi_hanh_chinh').select('ten').where('ma', '=', '79').executeTakeFirstOrThrow();
    await db.updateTable('hospital').set({ ma_xa: commune.ma }).where('hospital_id', '=', demoId).execute();
    const res = await get('bvadmin', siteUrl(`phien_ban_id=${version.phien_ban_id}&hospital_id=${demoId}`));
    expect(res.headers['content-disposition']).toContain(`filename="AHRQ-HSOPS2-site-v${version.phien_ban_id}-BVDEMO.xlsx"`);
    const [header, row, ...more] = await rowsOf(res);
    expect(header).toEqual(SITE_HEADER);
    expect(more).toEqual([]);
    expect(row).toEqual([
      demoId,
      'Bệnh viện Đa khoa Demo',
      '1 Đường Demo, Quận 1, TP. Hồ Chí Minh',
      commune.ten,
      province.ten,
      '79',
      null,
      null,
      'Nguyễn Văn An',
      '028 3800 0001',
      'lienhe@bvdemo.example.vn',
      650,
      'Public',
      'Yes',
      // The demo survey sent links only (channel-split.test.ts: paper makes it Mixed).
      'Web',
    ]);
    await db.updateTable('hospital').set({ so_huu: 'tu_nhan', giang_day: false, so_giuong: null }).where('hospital_id', '=', demoId).execute();
    const [, again] = await rowsOf(await get('bvadmin', siteUrl(`phien_ban_id=${version.phien_ban_id}`)));
    expect(again!.slice(11)).toEqual([null, 'Private', 'No', 'Web']);
  });

  it('lists every hospital of a campaign in the caller’s scope, with the Site IDs of the respondent file', async () => {
    const third = (
      await db.insertInto('hospital').values({ ma_benh_vien: 'BVAHRQ3', name: 'Bệnh viện AHRQ Ba', email: 'ba@example.vn' }).returning('hospital_id').executeTakeFirstOrThrow()
    ).hospital_id;
    await db
      .insertInto('hospital_module')
      .values((['survey', 'dashboard', 'reports'] as const).map((module) => ({ hospital_id: third, module })))
      .execute();
    await db.insertInto('phien_ban_benh_vien').values({ phien_ban_id: version.phien_ban_id, hospital_id: third }).execute();
    // One complete response of the third hospital, copied from a demo one.
    const [first] = await storedComplete(version.phien_ban_id);
    const id = '00000000-0000-4000-8000-000000000001';
    await db
      .insertInto('ket_qua')
      .values({ ket_qua_id: id, phien_ban_id: version.phien_ban_id, hospital_id: third, ngay: '2025-06-01', language: 'vi', hop_le: 1, hoan_thanh: true })
      .execute();
    await db
      .insertInto('ket_qua_chi_tiet')
      .columns(['ket_qua_id', 'cauhoi_id', 'gia_tri', 'noi_dung'])
      .expression((eb) =>
        eb
          .selectFrom('ket_qua_chi_tiet')
          .select([eb.val(id).as('ket_qua_id'), 'cauhoi_id', 'gia_tri', 'noi_dung'])
          .where('ket_qua_id', '=', first!.id),
      )
      .execute();

    const q = `phien_ban_id=${version.phien_ban_id}`;
    const sites = (await rowsOf(await get('admin', siteUrl(q)))).slice(1);
    expect(sites.map((r) => [r[0], r[1]])).toEqual([
      [third, 'Bệnh viện AHRQ Ba'],
      [demoId, 'Bệnh viện Đa khoa Demo'],
    ]);
    const data = (await rowsOf(await get('admin', respondentUrl(q)))).slice(1);
    expect(data[0]).toEqual([third, ...ITEMS.map((c) => first!.codes.get(c) ?? null)]);
    expect(new Set(data.map((r) => r[0]))).toEqual(new Set(sites.map((r) => r[0])));
    // The hospital's administrator sees only BVDEMO.
    expect((await rowsOf(await get('bvadmin', siteUrl(q)))).slice(1).map((r) => r[0])).toEqual([demoId]);
  });
});

describe('unit and position recoded through the mappings', () => {
  it('a form option named like a mapped department takes its category; an answer that is no AHRQ category becomes Other', async () => {
    const q = `phien_ban_id=${version.phien_ban_id}&hospital_id=${demoId}`;
    const stored = (await storedComplete(version.phien_ban_id)).filter((r) => r.hospital === demoId);
    const unitQuestion = await db
      .selectFrom('cau_hoi')
      .select('cauhoi_id')
      .where('phien_ban_id', '=', version.phien_ban_id)
      .where('vai_tro', '=', 'unit')
      .executeTakeFirstOrThrow();
    // The most answered unit option is renamed 'Khoa Nội', the hospital's department mapped to UA03 (Medical Unit).
    const counts = new Map<number, number>();
    for (const r of stored) if (r.codes.has('UNIT')) counts.set(r.codes.get('UNIT')!, (counts.get(r.codes.get('UNIT')!) ?? 0) + 1);
    const renamed = [...counts.entries()].filter(([v]) => v !== 3).sort((a, b) => b[1] - a[1])[0]![0];
    const medical = await db
      .selectFrom('phong_ban as g')
      .innerJoin('phong_ban_ahrq as c', 'c.id', 'g.phong_ban_ahrq_id')
      .select('c.ma')
      .where('g.hospital_id', '=', demoId)
      .where('g.ten_phong_ban', '=', 'Khoa Nội')
      .executeTakeFirstOrThrow();
    expect(medical.ma).toBe('UA03');
    await db
      .updateTable('dap_an')
      .set({ ten_dap_an: '  khoa   nội ', ten_dap_an_en: 'Internal medicine' })
      .where('cauhoi_id', '=', unitQuestion.cauhoi_id)
      .where('gia_tri', '=', renamed)
      .execute();
    // A position the AHRQ list no longer has (its category deleted): Other, position 24.
    const positionCounts = new Map<number, number>();
    for (const r of stored) if (r.codes.has('POSITION')) positionCounts.set(r.codes.get('POSITION')!, (positionCounts.get(r.codes.get('POSITION')!) ?? 0) + 1);
    const dropped = [...positionCounts.keys()].find((v) => v !== 24)!;
    const droppedCode = `SP${String(dropped).padStart(2, '0')}`;
    await db
      .updateTable('chuc_danh')
      .set({ chuc_danh_ahrq_id: null })
      .where('chuc_danh_ahrq_id', 'in', db.selectFrom('chuc_danh_ahrq').select('id').where('ma', '=', droppedCode))
      .execute();
    await db.deleteFrom('chuc_danh_ahrq').where('ma', '=', droppedCode).execute();

    const data = (await rowsOf(await get('bvadmin', respondentUrl(q)))).slice(1);
    data.forEach((row, i) => {
      const unit = stored[i]!.codes.get('UNIT') ?? null;
      const position = stored[i]!.codes.get('POSITION') ?? null;
      expect(row[column('UNIT')]).toBe(unit === renamed ? 3 : unit);
      expect(row[column('POSITION')]).toBe(position === dropped ? 24 : position);
    });
    expect(data.filter((r) => r[column('UNIT')] === 3).length).toBe(stored.filter((r) => [3, renamed].includes(r.codes.get('UNIT') ?? -1)).length);
    // Nothing else moves.
    expect(data.map((r) => r.slice(3))).toEqual(stored.map((r) => ITEMS.slice(2).map((c) => r.codes.get(c) ?? null)));
  });
});
