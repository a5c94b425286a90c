import type { TCompositeScores, TDashboardVersion, TDebriefJob, TPercentData } from '@hm/contract';
import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { cleanName } from '../../../src/modules/debrief-pack/generate.js';
import { DEBRIEF_JOB_MSG } from '../../../src/modules/debrief-pack/job-store.js';
import { reportFormat } from '../../../src/modules/feedback-report/report-format.js';
import { ranked } from '../../../src/modules/feedback-report/report-highlights.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { hasPdftoppm, pageFill } from '../../helpers/pdf-pages.js';
import { hasPdftotext, pdfRawText } from '../../helpers/pdf-text.js';
import { addAccount, groupWithAccount } from '../reports/fixtures.js';

/**
 * Debrief packs per unit (issue 27 item 2) through HTTP on the demo data: asked for, followed to
 * the end, downloaded as a zip, each PDF read back as text (pdftotext) and drawn (pdftoppm). One
 * PDF per unit the dashboards show (at or above the minimum group size, not hidden by
 * complementary suppression) and none other; each PDF names its unit and every composite of its
 * strongest and weakest lists whole, and prints the unit's and the hospital's intervals exactly as
 * get-composite-score gives them. A department-linked account gets its units only; another
 * hospital gets 403; bad input a Vietnamese 400.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
let version: TDashboardVersion;
let hospitalA: number;
let hospitalB: number;
const R = '/votesafety/v1/bo-tai-lieu-khoa';
const D = '/votesafety/v1/dash-board';
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const poppler = () => hasPdftotext() && hasPdftoppm();

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['bvadmin', 'bv2admin', 'nhanvien01']) tokens[u] = await t.login(u);
  const versions = body<TDashboardVersion[]>(await t.as(tokens.bvadmin!, { method: 'GET', url: `${D}/phien-ban` })).data;
  version = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  const hospitals = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  hospitalA = hospitals.find((h) => h.ma_benh_vien === 'BVDEMO')!.hospital_id;
  hospitalB = hospitals.find((h) => h.ma_benh_vien === 'BVDEMO2')!.hospital_id;
}, 60_000);
afterAll(() => t.close());

const post = (who: string, payload: unknown) => t.as(tokens[who]!, { method: 'POST', url: R, payload: payload as object });
const get = (who: string, url: string, language = 'vi') => t.as(tokens[who]!, { method: 'GET', url, headers: { language } });
const jobOf = (res: LightMyRequestResponse) => body<TDebriefJob>(res).data;
const jobCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM debrief_job`.execute(t.database.db)).rows[0]!.n;
/** Letters and marks without white space: a name wrapped over lines of print is found whole. */
const solid = (s: string) => s.normalize('NFC').replace(/\s+/g, '');

/** Asks for a pack and follows it to its end, keeping the progress seen. */
async function pack(who: string, language: 'vi' | 'en'): Promise<{ job: TDebriefJob; seen: string[]; files: Record<string, Uint8Array> }> {
  const res = await post(who, { phien_ban_id: version.phien_ban_id, hospital_id: hospitalA, language });
  expect([res.statusCode, res.statusCode === 200 ? '' : body(res).message]).toEqual([200, '']);
  const started = Date.now();
  const seen: string[] = [];
  let job = jobOf(res);
  expect(job).toMatchObject({ status: 'queued', done: 0, hospital_id: hospitalA, language });
  for (;;) {
    const r = await get(who, `${R}/${job.debrief_id}`);
    expect(r.statusCode).toBe(200);
    job = jobOf(r);
    const state = `${job.status} ${job.done}/${job.units}`;
    if (seen.at(-1) !== state) seen.push(state);
    if (job.status === 'done' || job.status === 'failed') break;
    if (Date.now() - started > 200_000) throw new Error(`pack ${job.debrief_id} still ${state}`);
    await new Promise((r2) => setTimeout(r2, 100));
  }
  expect([job.status, job.error]).toEqual(['done', null]);
  const file = await get(who, `${R}/${job.debrief_id}/tep`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  expect(file.rawPayload.byteLength).toBe(job.size);
  return { job, seen, files: unzipSync(new Uint8Array(file.rawPayload)) };
}

describe('the debrief packs of the demo hospital’s 2025 survey', () => {
  it('zip one PDF per unit the dashboards show, with the unit’s figures, intervals and a facilitator guide', async () => {
    const percent = body<TPercentData>(await get('bvadmin', `/votesafety/v1/percent-data/${version.phien_ban_id}?hospital_id=${hospitalA}`)).data;
    const min = percent.scope.min_group_size;
    const units = percent.breakdowns.filter((b) => b.dimension === 'unit' && b.gia_tri !== 0);
    const shown = units.filter((b) => !b.suppressed && b.n !== null && b.n >= min);
    const hidden = units.filter((b) => !shown.includes(b));
    expect(shown.length).toBeGreaterThan(3);

    const requested = Date.now();
    const { job, seen, files } = await pack('bvadmin', 'vi');
    const { params } = await t.database.db.selectFrom('debrief_job').select('params').where('debrief_id', '=', job.debrief_id).executeTakeFirstOrThrow();
    console.log(
      `debrief pack (vi): ${shown.length} units, ${Date.now() - requested} ms from the request to done, ${job.duration_ms} ms of generation (per unit ${JSON.stringify(params.unit_ms)}), ${job.size} bytes; states seen: ${seen.join(' → ')}`,
    );
    expect(job).toMatchObject({ done: shown.length, units: shown.length, file_name: 'Tài liệu trao đổi theo khoa - BVDEMO - Khảo sát văn hóa an toàn người bệnh 2025.zip' });
    const names = Object.keys(files);
    expect(names).toHaveLength(shown.length);
    for (const name of names) expect(files[name]!.subarray(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
    // One file per shown unit, named by it; none for a hidden one.
    for (const b of shown) expect([b.label, names.filter((n) => n.endsWith(` - ${cleanName(b.label, 80)}.pdf`)).length]).toEqual([b.label, 1]);
    for (const b of hidden) expect([b.label, names.some((n) => n.endsWith(` - ${cleanName(b.label, 80)}.pdf`))]).toEqual([b.label, false]);

    if (!poppler()) {
      if (process.env.CI) throw new Error('poppler-utils (pdftotext, pdftoppm) is needed to check the debrief packs');
      console.warn('poppler-utils is not installed: the debrief packs’ text and pages are not checked');
      return;
    }
    const hospital = body<TCompositeScores>(await get('bvadmin', `${D}/get-composite-score?phien_ban_id=${version.phien_ban_id}&hospital_id=${hospitalA}`)).data;
    const f = reportFormat('vi');
    const fills: string[] = [];
    for (const b of shown) {
      const pdf = files[names.find((n) => n.endsWith(` - ${cleanName(b.label, 80)}.pdf`))!]!;
      const raw = solid(pdfRawText(pdf));
      expect(raw).not.toContain('…');
      expect(raw).toContain(solid(b.label));
      expect(raw).toContain(solid('Hướng dẫn cho người điều phối buổi trao đổi'));
      // The unit's composites as the dashboard gives them with the unit as its filter.
      const unit = body<TCompositeScores>(await get('bvadmin', `${D}/get-composite-score?phien_ban_id=${version.phien_ban_id}&hospital_id=${hospitalA}&don_vi=${b.gia_tri}`)).data;
      expect(unit.scope.n).toBe(b.n);
      const best = ranked(
        unit.composites,
        (c) => c.score,
        (c) => c.name,
      );
      expect([best.top.length, best.bottom.length]).toEqual([3, 3]);
      for (const c of [...best.top, ...best.bottom]) expect([b.label, raw.includes(solid(c.name))]).toEqual([b.label, true]);
      // Every interval printed is the dashboard's: the unit's and the hospital's, in the row of its composite.
      unit.composites.forEach((c, i) => {
        expect(c.interval).toBeTruthy();
        const h = hospital.composites[i]!;
        const row = solid(`${c.name}${f.pctCi(c.score, c.interval)}${f.pctCi(h.score, h.interval)}`);
        expect([b.label, c.name, raw.includes(row)]).toEqual([b.label, c.name, true]);
      });
      // The change since 2024 where both waves of the unit are shown, with its verdict.
      for (const c of unit.composites.filter((x) => x.change)) {
        const verdict = { improvement: 'Cải thiện rõ', decline: 'Giảm rõ', no_clear_change: 'Chưa có thay đổi rõ ràng' }[c.change!.verdict];
        expect([b.label, c.name, raw.includes(solid(`${f.changeCi(c.change!, 'đến')}${verdict}`))]).toEqual([b.label, c.name, true]);
      }
      // One or two pages, none more than half blank.
      const fill = pageFill(pdf, { marginTopMm: 14, marginBottomMm: 16, ...(process.env.HM_DEBRIEF_PDF_DIR ? { keepPng: process.env.HM_DEBRIEF_PDF_DIR } : {}) });
      fills.push(`${b.label}: ${fill.map((p) => `${Math.round(p.blankRows * 100)} %`).join(', ')}`);
      expect([b.label, fill.length >= 1 && fill.length <= 2]).toEqual([b.label, true]);
      for (const p of fill) expect([b.label, `page ${p.page}`, p.blankRows <= 0.5]).toEqual([b.label, `page ${p.page}`, true]);
    }
    console.log(`debrief pack page fill (blank rows inside the margins): ${fills.join('; ')}`);

    // The request and the download are in the audit trail.
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'hospital_id', 'detail'])
      .where('entity', '=', 'debriefPack')
      .orderBy('audit_log_id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['tao-bo-tai-lieu-khoa', 'tai-bo-tai-lieu-khoa']);
    expect(audit[0]).toMatchObject({ entity_id: String(job.debrief_id), hospital_id: hospitalA });
  }, 400_000);

  it('in English, for a department head: only the units of the account’s departments', async () => {
    const { user } = await groupWithAccount(t.database.db, 'TK_DEBRIEF', 3, ['TAI_LIEU_KHOA_XEM', 'DASHBOARD_XEM']);
    tokens[user] = await t.login(user);
    // Not linked to any department: no unit (fail closed), nothing queued.
    const before = await jobCount();
    const none = await post(user, { phien_ban_id: version.phien_ban_id, hospital_id: hospitalA, language: 'en' });
    expect(none.statusCode).toBe(409);
    expect(body(none).message).toMatch(VIETNAMESE);
    expect(await jobCount()).toBe(before);

    const account = await t.database.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', user).executeTakeFirstOrThrow();
    const dept = await t.database.db
      .selectFrom('phong_ban')
      .select('phong_ban_id')
      .where('hospital_id', '=', hospitalA)
      .where('ten_phong_ban', '=', 'Khoa Nội')
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto('tai_khoan_phong_ban').values({ tai_khoan_id: account.tai_khoan_id, phong_ban_id: dept.phong_ban_id }).execute();
    const percent = body<TPercentData>(await get('bvadmin', `/votesafety/v1/percent-data/${version.phien_ban_id}?hospital_id=${hospitalA}`, 'en')).data;
    const medical = percent.breakdowns.find((b) => b.dimension === 'unit' && b.label === 'Medical Unit (Nonsurgical)')!;
    expect(medical.suppressed).toBe(false);

    const { job, files } = await pack(user, 'en');
    expect(job).toMatchObject({ units: 1, file_name: 'Debrief packs - BVDEMO - Patient safety culture survey 2025.zip' });
    expect(Object.keys(files)).toEqual(['01 - Medical Unit (Nonsurgical).pdf']);
    if (poppler()) {
      const pdf = files['01 - Medical Unit (Nonsurgical).pdf']!;
      const raw = solid(pdfRawText(pdf));
      expect(raw).toContain(solid('Unit: Medical Unit (Nonsurgical)'));
      expect(raw).toContain(solid('Facilitator guide for the debrief meeting'));
      // English throughout, but for the hospital's name.
      const lines = pdfRawText(pdf)
        .split('\n')
        .filter((l) => VIETNAMESE.test(l) && !l.includes('Demo'));
      expect(lines).toEqual([]);
      const fill = pageFill(pdf, { marginTopMm: 14, marginBottomMm: 16 });
      console.log(`debrief pack (en) page fill: ${fill.map((p) => `${Math.round(p.blankRows * 100)} %`).join(', ')}`);
      for (const p of fill) expect([`page ${p.page}`, p.blankRows <= 0.5]).toEqual([`page ${p.page}`, true]);
    }
    // Nobody else sees it.
    for (const url of [`${R}/${job.debrief_id}`, `${R}/${job.debrief_id}/tep`]) {
      const res = await get('bvadmin', url);
      expect([res.statusCode, body(res).message]).toEqual([404, 'Không tìm thấy bộ tài liệu khoa']);
    }
  }, 200_000);

  it('gives a department head (the seeded group) the pack of its own unit only, never another unit’s or hospital’s', async () => {
    const db = t.database.db;
    const group = await db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'DEPARTMENT_HEAD').executeTakeFirstOrThrow();
    /** An account of the seeded department heads' group, linked to the named department of a hospital. */
    const head = async (user: string, hospitalId: number, linkHospital: number, department: string) => {
      const tai_khoan_id = await addAccount(db, { user, name: `Trưởng ${department}`, groupId: group.phan_quyen_id, hospitalId });
      const dept = await db
        .selectFrom('phong_ban')
        .select('phong_ban_id')
        .where('hospital_id', '=', linkHospital)
        .where('ten_phong_ban', '=', department)
        .executeTakeFirstOrThrow();
      await db.insertInto('tai_khoan_phong_ban').values({ tai_khoan_id, phong_ban_id: dept.phong_ban_id }).execute();
      tokens[user] = await t.login(user);
    };
    await head('tk_noi', hospitalA, hospitalA, 'Khoa Nội');
    await head('tk_ngoai', hospitalA, hospitalA, 'Khoa Ngoại');
    await head('tk_b_noi', hospitalB, hospitalB, 'Khoa Nội');
    // A link left to another hospital's department grants nothing there, nor here.
    await head('tk_lac', hospitalA, hospitalB, 'Khoa Nội');

    const percent = body<TPercentData>(await get('bvadmin', `/votesafety/v1/percent-data/${version.phien_ban_id}?hospital_id=${hospitalA}`)).data;
    const min = percent.scope.min_group_size;
    const shown = percent.breakdowns.filter((b) => b.dimension === 'unit' && b.gia_tri !== 0 && !b.suppressed && b.n !== null && b.n >= min).map((b) => b.label);
    expect(shown.length).toBeGreaterThan(3);

    const labelOf = (files: Record<string, Uint8Array>) => {
      const names = Object.keys(files);
      expect(names).toHaveLength(1);
      const label = shown.find((l) => names[0] === `01 - ${cleanName(l, 80)}.pdf`);
      expect([names[0], label !== undefined]).toEqual([names[0], true]);
      return label!;
    };
    const noi = await pack('tk_noi', 'vi');
    const ngoai = await pack('tk_ngoai', 'vi');
    expect([noi.job.units, ngoai.job.units]).toEqual([1, 1]);
    const noiUnit = labelOf(noi.files);
    const ngoaiUnit = labelOf(ngoai.files);
    expect(noiUnit).not.toBe(ngoaiUnit);
    if (poppler()) {
      for (const [unit, files] of [
        [noiUnit, noi.files],
        [ngoaiUnit, ngoai.files],
      ] as const) {
        const raw = solid(pdfRawText(Object.values(files)[0]!));
        expect(raw).toContain(solid(`Khoa/đơn vị: ${unit}`));
        // No other unit is named in the head's PDF.
        const others = shown.filter((l) => l !== unit && !unit.includes(l));
        expect([unit, others.filter((l) => raw.includes(solid(l)))]).toEqual([unit, []]);
      }
    }

    const before = await jobCount();
    const ask = (hospital_id: number) => ({ phien_ban_id: version.phien_ban_id, hospital_id, language: 'vi' });
    // Another unit's head reads neither the job nor its zip; another hospital is refused; a link to another hospital's department covers nothing.
    for (const url of [`${R}/${noi.job.debrief_id}`, `${R}/${noi.job.debrief_id}/tep`]) {
      const res = await get('tk_ngoai', url);
      expect([url, res.statusCode, body(res).message]).toEqual([url, 404, 'Không tìm thấy bộ tài liệu khoa']);
    }
    expect((body<TDebriefJob[]>(await get('tk_ngoai', R)).data ?? []).map((j) => j.debrief_id)).toEqual([ngoai.job.debrief_id]);
    const refused: [string, unknown, number][] = [
      ['tk_noi', ask(hospitalB), 403],
      ['tk_b_noi', ask(hospitalA), 403],
      // The 2025 version does not run at hospital B: not found, as for its administrator.
      ['tk_b_noi', ask(hospitalB), 404],
      ['tk_lac', ask(hospitalA), 409],
      ['tk_lac', ask(hospitalB), 403],
    ];
    for (const [who, payload, status] of refused) {
      const res = await post(who, payload);
      expect([who, JSON.stringify(payload), res.statusCode]).toEqual([who, JSON.stringify(payload), status]);
      expect(body(res).message).toMatch(VIETNAMESE);
    }
    // The head's function is the packs', not the reports': the hospital-wide feedback report stays refused.
    const report = await t.as(tokens.tk_noi!, { method: 'POST', url: '/votesafety/v1/bao-cao-phan-hoi', payload: ask(hospitalA) });
    expect(report.statusCode).toBe(403);
    // The reports' function alone no longer makes packs.
    const { user } = await groupWithAccount(db, 'TK_BC_ONLY', 2, ['BAO_CAO_XEM', 'DASHBOARD_XEM']);
    tokens[user] = await t.login(user);
    expect((await post(user, ask(hospitalA))).statusCode).toBe(403);
    expect(await jobCount()).toBe(before);
  }, 300_000);

  it('fails clearly a pack whose server stopped while it ran (nothing is kept in memory)', async () => {
    const account = await t.database.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', 'bvadmin').executeTakeFirstOrThrow();
    const { debrief_id } = await t.database.db
      .insertInto('debrief_job')
      .values({
        status: 'running',
        done: 3,
        units: 11,
        phien_ban_id: version.phien_ban_id,
        hospital_id: hospitalA,
        language: 'vi',
        created_by: account.tai_khoan_id,
        started_at: new Date(Date.now() - 11 * 60_000),
        heartbeat_at: new Date(Date.now() - 10 * 60_000),
      })
      .returning('debrief_id')
      .executeTakeFirstOrThrow();
    t.app.debriefPacks.kick();
    await t.app.debriefPacks.idle();
    const job = jobOf(await get('bvadmin', `${R}/${debrief_id}`));
    expect(job).toMatchObject({ status: 'failed', error: DEBRIEF_JOB_MSG.interrupted, done: 3, units: 11 });
    const file = await get('bvadmin', `${R}/${debrief_id}/tep`);
    expect([file.statusCode, body(file).message]).toEqual([409, DEBRIEF_JOB_MSG.interrupted]);
  });

  it('refuses another hospital, a caller without the function and bad input, in Vietnamese; nothing is queued', async () => {
    const before = await jobCount();
    const ask = { phien_ban_id: version.phien_ban_id, hospital_id: hospitalA, language: 'vi' };
    const refused: [string, unknown, number][] = [
      ['bv2admin', ask, 403],
      ['nhanvien01', ask, 403],
      ['bv2admin', { ...ask, hospital_id: hospitalB }, 404],
      ['bvadmin', { ...ask, phien_ban_id: 2_000_000 }, 404],
      ['bvadmin', {}, 400],
      ['bvadmin', { ...ask, phien_ban_id: 'abc' }, 400],
      ['bvadmin', { ...ask, hospital_id: -1 }, 400],
      ['bvadmin', { ...ask, language: 'fr' }, 400],
    ];
    for (const [who, payload, status] of refused) {
      const res = await post(who, payload);
      expect([who, JSON.stringify(payload), res.statusCode]).toEqual([who, JSON.stringify(payload), status]);
      expect(body(res).message).toMatch(VIETNAMESE);
    }
    expect((await get('bvadmin', `${R}/2147483647`)).statusCode).toBe(404);
    const bad = await get('bvadmin', `${R}/abc`);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toMatch(VIETNAMESE);
    expect(await jobCount()).toBe(before);
  });
});
