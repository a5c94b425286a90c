import { PARAM, type TCompositeScores, type TDashboardVersion, type TFeedbackReportJob, type TPercentData } from '@hm/contract';
import type { LightMyRequestResponse } from 'fastify';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { hasPdftoppm, pageFill } from '../../helpers/pdf-pages.js';
import { hasPdftotext, pdfRawText, pdfText } from '../../helpers/pdf-text.js';
import { reportFormat } from '../../../src/modules/feedback-report/report-format.js';

/**
 * The feedback report PDF through HTTP (issue 14): asked for, followed to the end, downloaded and
 * read back as text (pdftotext, or PDF.js where poppler is missing). Its figures must be the
 * dashboards' (get-composite-score, percent-data), and no unit or position group the dashboards
 * hide may appear. Two generations per database engine (Vietnamese with the default minimum group
 * size, English with a larger one that hides groups). Where poppler is installed (CI installs it),
 * the print itself (issue 27): every composite's whole name is in the PDF's text, never cut with
 * '…', and no page but the last is more than half empty (its pages drawn with pdftoppm).
 */

let t: TestApp;
const tokens: Record<string, string> = {};
let version: TDashboardVersion;
let hospitalA: number;
let hospitalB: number;
const R = '/votesafety/v1/bao-cao-phan-hoi';
const D = '/votesafety/v1/dash-board';
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'bvadmin', 'nhanvien01', 'bv2admin']) tokens[u] = await t.login(u);
  const versions = body<TDashboardVersion[]>(await t.as(tokens.bvadmin!, { method: 'GET', url: `${D}/phien-ban` })).data;
  version = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  const hospitals = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  hospitalA = hospitals.find((h) => h.ma_benh_vien === 'BVDEMO')!.hospital_id;
  hospitalB = hospitals.find((h) => h.ma_benh_vien === 'BVDEMO2')!.hospital_id;
}, 60_000);
afterAll(() => t.close());

const post = (who: string, payload: unknown) => t.as(tokens[who]!, { method: 'POST', url: R, payload: payload as object });
const get = (who: string, url: string, language = 'vi') => t.as(tokens[who]!, { method: 'GET', url, headers: { language } });
const jobOf = (res: LightMyRequestResponse) => body<TFeedbackReportJob>(res).data;
const jobCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM feedback_report_job`.execute(t.database.db)).rows[0]!.n;

/** Follows a job to its end, keeping every state seen (status and step). */
async function followed(who: string, id: number): Promise<{ job: TFeedbackReportJob; seen: string[] }> {
  const started = Date.now();
  const seen: string[] = [];
  for (;;) {
    const res = await get(who, `${R}/${id}`);
    expect(res.statusCode).toBe(200);
    const job = jobOf(res);
    const state = `${job.status}${job.step_key ? `:${job.step_key} ${job.step}/${job.steps}` : ''}`;
    if (seen.at(-1) !== state) seen.push(state);
    if (job.status === 'done' || job.status === 'failed') return { job, seen };
    if (Date.now() - started > 150_000) throw new Error(`report ${id} still ${state} after 150 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const number = (s: string) => Number(s.replace(/\u00a0/g, '').replace(',', '.'));

/**
 * Letters only, without marks, lower case: PDF.js reads some Vietnamese letters that Chromium drew
 * as a base glyph and a combining mark with the base lost ('Học' as 'H\0̣c'), so names are compared
 * on what both tools read alike.
 */
const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^a-zA-Z ]/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * The text of one numbered section: from its heading ('7. …', a line starting with the number,
 * a dot and a word) to the next one's; the title is checked on its letters.
 */
function sectionText(text: string, n: number, title: string): string {
  const heading = (k: number) => new RegExp(`^\\s*${k}\\.\\s+([^\\d\\s].*)$`, 'm');
  const start = heading(n).exec(text);
  expect(start).not.toBeNull();
  expect(letters(title).startsWith(letters(start![1]!).slice(0, 8))).toBe(true);
  const rest = text.slice(start!.index + start![0].length);
  const end = heading(n + 1).exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** The rows of the overall composite table: number, name (letters), percent positive. */
function compositeRows(section: string): { n: number; name: string; score: number }[] {
  return [...section.matchAll(/^\s*(\d{1,2})\s+(\D*?\p{L}\D*?)\s+(\d{1,3}(?:[.,]\d)?)\s?%/gmu)].map((m) => ({ n: Number(m[1]), name: letters(m[2]!), score: number(m[3]!) }));
}

/**
 * The unit or position tables of a section (issue 27): the composites down the side, the whole
 * hospital then up to five groups across, headed by their names. Each table is a line of
 * respondents and a line per composite, every line a name and its figures; the groups of all the
 * tables in order, with their respondents and one figure per composite.
 */
function groupTables(section: string, composites: number): { lines: string[]; groups: { n: number; scores: (number | null)[] }[]; hospital: (number | null)[] } {
  const figure = String.raw`(?:[\d.,]+|—)`;
  const row = new RegExp(String.raw`^\s*(\S.*?\S)\s{2,}(${figure}(?:\s+${figure})*)\s*$`, 'gm');
  const lines = [...section.matchAll(row)].map((m) => ({
    name: m[1]!,
    values: m[2]!
      .trim()
      .split(/\s+/)
      .map((x) => (x === '—' ? null : number(x))),
  }));
  expect(lines.length % (composites + 1)).toBe(0);
  const groups: { n: number; scores: (number | null)[] }[] = [];
  let hospital: (number | null)[] = [];
  for (let at = 0; at < lines.length; at += composites + 1) {
    const [respondents, ...rows] = lines.slice(at, at + composites + 1);
    const width = respondents!.values.length;
    for (const r of rows) expect([r.name, r.values.length]).toEqual([r.name, width]);
    hospital = rows.map((r) => r.values[0]!);
    for (let g = 1; g < width; g++) groups.push({ n: respondents!.values[g]!, scores: rows.map((r) => r.values[g]!) });
  }
  return { lines: lines.map((l) => l.name), groups, hospital };
}

/** Each shown group of percent-data is a column, in order, with its respondents and its composite scores (to 0.1). */
function expectGroups(tables: ReturnType<typeof groupTables>, shown: TPercentData['breakdowns'], min: number, composites: TCompositeScores['composites']): void {
  expect(tables.groups).toHaveLength(shown.length);
  shown.forEach((b, k) => {
    const col = tables.groups[k]!;
    expect([b.label, col.n]).toEqual([b.label, b.n]);
    expect(col.n).toBeGreaterThanOrEqual(min);
    b.composites.forEach((c, i) => expect([b.label, c.score === null ? col.scores[i] === null : Math.abs((col.scores[i] ?? NaN) - c.score) <= 0.1]).toEqual([b.label, true]));
  });
  // The whole hospital's column is the composites' scores (a section without a group shown has no table).
  if (shown.length > 0) composites.forEach((c, i) => expect(Math.abs((tables.hospital[i] ?? NaN) - c.score!)).toBeLessThanOrEqual(0.1));
}

/** Letters and marks without white space: a name wrapped over lines of print is found whole. */
const solid = (s: string) => s.normalize('NFC').replace(/\s+/g, '');

/**
 * The print (issue 27): every composite's whole name in the PDF's text, twice in the overall
 * results (chart and table) and at least four times in all; no '…'; no page but the last more
 * than half blank (rows of pixels with nothing on them, inside the margins). Needs poppler.
 */
function expectPrintsWell(pdf: Uint8Array, composites: TCompositeScores['composites'], overall: [string, string], label: string): void {
  if (!hasPdftoppm() || !hasPdftotext()) {
    if (process.env.CI) throw new Error('poppler-utils (pdftotext, pdftoppm) is needed to check the print of the feedback report');
    console.warn('poppler-utils is not installed: the print of the feedback report (whole names, page fill) is not checked');
    return;
  }
  const raw = solid(pdfRawText(pdf));
  expect(raw).not.toContain('…');
  const results = raw.slice(raw.indexOf(solid(overall[0])), raw.indexOf(solid(overall[1])));
  const count = (text: string, name: string) => text.split(solid(name)).length - 1;
  for (const c of composites) {
    expect([c.name, count(results, c.name)]).toEqual([c.name, 2]);
    expect(count(raw, c.name)).toBeGreaterThanOrEqual(4);
  }
  const fill = pageFill(pdf, process.env.HM_FEEDBACK_PDF_DIR ? { keepPng: process.env.HM_FEEDBACK_PDF_DIR } : {});
  console.log(`page fill of the ${label} report (share of blank rows inside the margins): ${fill.map((p) => `${p.page}: ${Math.round(p.blankRows * 100)} %`).join(', ')}`);
  for (const p of fill.slice(0, -1)) expect([`page ${p.page}`, p.blankRows <= 0.5]).toEqual([`page ${p.page}`, true]);
}

async function generate(who: string, language: 'vi' | 'en') {
  const res = await post(who, { phien_ban_id: version.phien_ban_id, hospital_id: hospitalA, language });
  expect(res.statusCode).toBe(200);
  const asked = jobOf(res);
  expect(asked).toMatchObject({ status: 'queued', step: 0, steps: 5, phien_ban_id: version.phien_ban_id, hospital_id: hospitalA, language });
  return asked;
}

describe('the feedback report of the demo hospital’s 2025 survey', () => {
  it('is generated in the background with its progress, and its PDF holds the dashboard’s figures', async () => {
    const requested = Date.now();
    const asked = await generate('bvadmin', 'vi');
    // A second click while it waits is the same report, not a second one.
    const again = await post('bvadmin', { phien_ban_id: version.phien_ban_id, hospital_id: hospitalA, language: 'vi' });
    expect(jobOf(again).bao_cao_id).toBe(asked.bao_cao_id);

    const { job, seen } = await followed('bvadmin', asked.bao_cao_id);
    const { params } = await t.database.db.selectFrom('feedback_report_job').select('params').where('bao_cao_id', '=', asked.bao_cao_id).executeTakeFirstOrThrow();
    console.log(
      `feedback report (vi) of the demo survey: ${Date.now() - requested} ms from the request to done, ${job.duration_ms} ms of generation (${JSON.stringify(params.timings)}), ${job.size} bytes; states seen: ${seen.join(' → ')}`,
    );
    expect(job).toMatchObject({ status: 'done', step: 5, error: null, file_name: 'Báo cáo phản hồi - BVDEMO - Khảo sát văn hóa an toàn người bệnh 2025.pdf' });
    expect(seen.some((s) => s.startsWith('running:'))).toBe(true);

    const file = await get('bvadmin', `${R}/${asked.bao_cao_id}/tep`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain("filename*=UTF-8''B%C3%A1o%20c%C3%A1o");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.byteLength).toBe(job.size);
    // The font travels with the file (not the machine's).
    expect(file.rawPayload.includes('NotoSans')).toBe(true);

    if (process.env.HM_FEEDBACK_PDF_DIR) writeFileSync(path.join(process.env.HM_FEEDBACK_PDF_DIR, 'feedback-report-vi.pdf'), file.rawPayload);
    const { text, tool } = pdfText(file.rawPayload);
    console.log(`text of the PDF read with ${tool}: ${text.length} characters`);
    expect(text).toContain('Báo cáo phản hồi kết quả khảo sát văn hóa an toàn');
    expect(text).toContain('Bệnh viện Đa khoa Demo');

    // Every composite's percent positive is the dashboard's, to 0.1 point.
    const scores = body<TCompositeScores>(await get('bvadmin', `${D}/get-composite-score?phien_ban_id=${version.phien_ban_id}&hospital_id=${hospitalA}`)).data;
    expect(scores.composites).toHaveLength(10);
    const rows = compositeRows(sectionText(text, 2, 'Kết quả chung'));
    expect(rows.map((r) => r.n)).toEqual(scores.composites.map((_, i) => i + 1));
    scores.composites.forEach((c, i) => {
      expect(letters(c.name)[0]).toBe(rows[i]!.name[0]);
      expect(Math.abs(rows[i]!.score - c.score!)).toBeLessThanOrEqual(0.1);
    });

    // Survey details: invited, complete, response rate as the participation dashboard has them.
    const rates = body<{ hospitals: { hospital_id: number; invited: number; complete: number; rate: number }[] }>(
      await get('bvadmin', `${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=${version.phien_ban_id}&hospital_id=${hospitalA}`),
    ).data.hospitals[0]!;
    const details = sectionText(text, 1, 'Thông tin khảo sát');
    // Two columns of facts: a line holds one or two label–value pairs.
    const fact = (label: string, value: string) =>
      details.split('\n').some((l) => {
        const cells = l.trim().split(/\s{2,}/);
        return cells.some((c, i) => letters(c).trim().startsWith(letters(label).slice(0, 10)) && cells[i + 1] === value);
      });
    expect(fact('Số nhân viên được mời', String(rates.invited))).toBe(true);
    expect(fact('Số phiếu hoàn chỉnh', String(rates.complete))).toBe(true);
    expect(fact('Tỷ lệ phản hồi', `${String(rates.rate).replace('.', ',')} %`)).toBe(true);

    // Units and positions: the groups percent-data shows, each at least the minimum size.
    const percent = body<TPercentData>(await get('bvadmin', `/votesafety/v1/percent-data/${version.phien_ban_id}?hospital_id=${hospitalA}`)).data;
    const min = percent.scope.min_group_size;
    for (const [n, dimension, title] of [
      [7, 'unit', 'Kết quả theo khoa/đơn vị'],
      [8, 'position', 'Kết quả theo vị trí công tác'],
    ] as const) {
      const tables = groupTables(sectionText(text, n, title), 10);
      expectGroups(
        tables,
        percent.breakdowns.filter((b) => b.dimension === dimension && !b.suppressed),
        min,
        scores.composites,
      );
      // The rows are the composites, by name (no numbers and legend).
      if (tool === 'pdftotext') expect(tables.lines.slice(1, 11).map((l) => letters(l).slice(0, 8))).toEqual(scores.composites.map((c) => letters(c.name).slice(0, 8)));
    }
    sectionText(text, 9, 'Kế hoạch hành động');
    expectPrintsWell(file.rawPayload, scores.composites, ['2. Kết quả chung', '3. Điểm mạnh'], 'Vietnamese');
    // Issue 27 item 5: each composite's 95% interval and its change against 2024 with the verdict, as the dashboard gives them.
    if (hasPdftotext()) {
      const raw = solid(pdfRawText(file.rawPayload));
      const f = reportFormat('vi');
      const verdicts = { improvement: 'Cải thiện rõ', decline: 'Giảm rõ', no_clear_change: 'Chưa có thay đổi rõ ràng' };
      for (const c of scores.composites) {
        expect(c.interval && c.change).toBeTruthy();
        const row = solid(`${c.name}${f.pctCi(c.score, c.interval)}`);
        const change = solid(`${f.changeCi(c.change!, 'đến')}${verdicts[c.change!.verdict]}`);
        expect([c.name, raw.includes(row), raw.includes(change)]).toEqual([c.name, true, true]);
      }
    }

    // The request and the download are in the audit log with their parameters.
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'hospital_id', 'phien_ban_id', 'detail'])
      .where('entity', '=', 'feedbackReport')
      .orderBy('audit_log_id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['tao-bao-cao-phan-hoi', 'tai-bao-cao-phan-hoi']);
    expect(audit[0]).toMatchObject({ entity_id: String(asked.bao_cao_id), hospital_id: hospitalA, phien_ban_id: version.phien_ban_id });
    expect(audit[0]!.detail).toMatchObject({ phien_ban_id: version.phien_ban_id, hospital_id: hospitalA, language: 'vi' });

    // The list has it; nobody else sees it.
    const mine = body<TFeedbackReportJob[]>(await get('bvadmin', R)).data;
    expect(mine.map((j) => j.bao_cao_id)).toEqual([asked.bao_cao_id]);
    expect(body<TFeedbackReportJob[]>(await get('admin', R)).data).toEqual([]);
    for (const who of ['admin', 'bv2admin']) {
      for (const url of [`${R}/${asked.bao_cao_id}`, `${R}/${asked.bao_cao_id}/tep`]) {
        const res = await get(who, url);
        expect([res.statusCode, body(res).message]).toEqual([404, 'Không tìm thấy báo cáo phản hồi']);
      }
    }
  }, 200_000);

  it('in English, with a larger minimum group size: the hidden units and positions are left out', async () => {
    await t.database.db
      .insertInto('tham_so_he_thong')
      .values({ hospital_id: hospitalA, ma_tham_so: PARAM.minGroupSize, ten_tham_so: 'Số người trả lời tối thiểu', gia_tri: '27' })
      .execute();
    const percent = body<TPercentData>(await get('bvadmin', `/votesafety/v1/percent-data/${version.phien_ban_id}?hospital_id=${hospitalA}`, 'en')).data;
    expect(percent.scope.min_group_size).toBe(27);
    const hidden = percent.breakdowns.filter((b) => b.suppressed);
    expect(hidden.length).toBeGreaterThan(3);

    const requested = Date.now();
    const asked = await generate('bvadmin', 'en');
    const { job } = await followed('bvadmin', asked.bao_cao_id);
    console.log(`feedback report (en): ${Date.now() - requested} ms from the request to done, ${job.duration_ms} ms of generation`);
    expect(job).toMatchObject({ status: 'done', file_name: 'Feedback report - BVDEMO - Patient safety culture survey 2025.pdf' });
    const pdf = (await get('bvadmin', `${R}/${asked.bao_cao_id}/tep`)).rawPayload;
    const { text } = pdfText(pdf);
    expect(text).toContain('Patient Safety Culture Survey Feedback Report');
    // Only the names of the hospital and of the account that asked stay as they are (lines naming them).
    const vietnamese = text.split('\n').filter((l) => VIETNAMESE.test(l) && !l.includes('Demo'));
    expect(vietnamese).toEqual([]);

    const scores = body<TCompositeScores>(await get('bvadmin', `${D}/get-composite-score?phien_ban_id=${version.phien_ban_id}&hospital_id=${hospitalA}`, 'en')).data;
    const rows = compositeRows(sectionText(text, 2, 'Overall results'));
    expect(rows).toHaveLength(scores.composites.length);
    scores.composites.forEach((c, i) => expect(Math.abs(rows[i]!.score - c.score!)).toBeLessThanOrEqual(0.1));

    for (const [n, dimension, title, next] of [
      [7, 'unit', 'Results by unit/work area', '8. Results by staff position'],
      [8, 'position', 'Results by staff position', '9. Action plan'],
    ] as const) {
      const section = sectionText(text, n, title);
      const shown = percent.breakdowns.filter((b) => b.dimension === dimension && !b.suppressed);
      expectGroups(groupTables(section, 10), shown, 27, scores.composites);
      const hiddenHere = percent.breakdowns.filter((x) => x.dimension === dimension && x.suppressed);
      // The groups head the tables' columns, their names wrapped: a hidden one is not in the text drawn (poppler).
      const all = hasPdftotext() ? solid(pdfRawText(pdf)) : null;
      const raw = all ? all.slice(all.indexOf(solid(`${n}. ${title}`)), all.indexOf(solid(next))) : null;
      for (const b of hiddenHere) {
        if (shown.some((x) => solid(x.label).includes(solid(b.label)))) continue;
        const start = b.label.slice(0, 12);
        expect([b.label, raw ? raw.includes(solid(b.label)) : section.includes(start)]).toEqual([b.label, false]);
      }
      if (hiddenHere.length > 0) expect(section.replace(/\s+/g, ' ')).toContain(`${hiddenHere.length} groups are not shown: fewer than 27 respondents`);
    }
    expectPrintsWell(pdf, scores.composites, ['2. Overall results', '3. Areas of strength'], 'English');
  }, 200_000);
});

describe('who may ask, and for what', () => {
  const ask = { phien_ban_id: 0, hospital_id: 0, language: 'vi' };
  beforeAll(() => Object.assign(ask, { phien_ban_id: version.phien_ban_id, hospital_id: hospitalA }));

  it('refuses another hospital, a caller without the function, an unlicensed hospital; nothing is queued', async () => {
    const before = await jobCount();
    const refused: [string, unknown, number][] = [
      ['bv2admin', ask, 403],
      ['nhanvien01', ask, 403],
      ['bv2admin', { ...ask, hospital_id: hospitalB }, 404],
      ['admin', { ...ask, hospital_id: hospitalB }, 404],
      ['bvadmin', { ...ask, phien_ban_id: 2_000_000 }, 404],
    ];
    for (const [who, payload, status] of refused) {
      const res = await post(who, payload);
      expect([who, res.statusCode]).toEqual([who, status]);
      expect(body(res).message).toMatch(VIETNAMESE);
    }
    expect(await jobCount()).toBe(before);
  });

  it.each([
    [{}, 'phien_ban_id'],
    [{ phien_ban_id: 'abc', hospital_id: 1 }, 'phien_ban_id'],
    [{ phien_ban_id: 1, hospital_id: -1 }, 'hospital_id'],
    [{ phien_ban_id: 1, hospital_id: 1, language: 'fr' }, 'language'],
  ])('answers 400 in Vietnamese to %j', async (payload, field) => {
    const res = await post('bvadmin', payload);
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: { path: string }[] }>(res).data.errors.map((e) => e.path)).toContain(field);
    expect(body(res).message).toMatch(VIETNAMESE);
  });

  it('answers 404 for a report id that is nobody’s, 400 for one that is not an id', async () => {
    expect((await get('bvadmin', `${R}/2147483647`)).statusCode).toBe(404);
    expect((await get('bvadmin', `${R}/abc`)).statusCode).toBe(400);
  });

  it('refuses a version that still takes votes (409) and says so', async () => {
    const template = await t.database.db
      .selectFrom('phien_ban_khao_sat')
      .select('phien_ban_id')
      .where('is_template', '=', true)
      .where('instrument_code', '=', 'HSOPS2')
      .executeTakeFirstOrThrow();
    const copy = await t.as(tokens.bvadmin!, {
      method: 'POST',
      url: `/votesafety/v1/phien-ban-khao-sat/${template.phien_ban_id}/copy`,
      payload: { hospital_id: hospitalA, tieu_de_khao_sat: 'Khảo sát đang mở', time_start: '2025-01-01 08:00:00', time_end: '2035-12-31 17:00:00' },
    });
    expect(copy.statusCode).toBe(200);
    const open = body<{ phien_ban_id: number }>(copy).data.phien_ban_id;
    expect((await t.as(tokens.bvadmin!, { method: 'POST', url: `/votesafety/v1/phien-ban-khao-sat/${open}/start` })).statusCode).toBe(200);
    const res = await post('bvadmin', { ...ask, phien_ban_id: open });
    expect([res.statusCode, body(res).message]).toEqual([409, 'Phiên bản khảo sát còn đang nhận phiếu: báo cáo phản hồi chỉ tạo được khi phiên bản đã đóng']);
  });

  it('says clearly, with 503, that the server has no Chromium to print with', async () => {
    const other = await createTestApp({ chromiumPath: '/nonexistent/chromium' });
    try {
      const token = await other.login('bvadmin');
      const res = await other.as(token, { method: 'POST', url: R, payload: ask });
      expect(res.statusCode).toBe(503);
      expect(body(res).message).toMatch(/^Máy chủ chưa cài Chromium để tạo PDF/);
      expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM feedback_report_job`.execute(other.database.db)).rows[0]!.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
