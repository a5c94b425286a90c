/**
 * Response rates that count every channel (issue 26 item 6), through HTTP on both engines: the
 * per-department split by channel (link, card, paper) of the dashboards is the one computation the
 * reports (their rows and xlsx), the feedback report PDF and the AHRQ site file read; the
 * respondent-level exports (raw data, AHRQ respondent file) hold the card and paper responses.
 */
import type { TFeedbackReportJob, TReportData, TResponseRates, TStaffGroup, TVoteAnswer } from '@hm/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { pdfText } from '../../helpers/pdf-text.js';
import { A, seeded } from '../reports/fixtures.js';
import { openLink, openVersion, type OpenVersion, submitBody, V, voteFixture, type VoteFixture } from '../voting/fixtures.js';
import { channelFixture, type ChannelFixture } from '../voting/channel-fixtures.js';

let t: TestApp;
let f: VoteFixture;
let ch: ChannelFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
  ch = await channelFixture(f);
}, 60_000);
afterAll(() => t.close());

const D = `${V}/dash-board`;

/** A4 tells the channels apart in the respondent-level files: 2 link, 3 card, 4 paper. */
const MARK = { link: 2, card: 3, paper: 4 } as const;
const answers = (v: OpenVersion, k: number, a4: number): TVoteAnswer[] => [
  { cauhoi_id: v.q.A1!, gia_tri: [1 + (k % 5)] },
  { cauhoi_id: v.q.A2!, gia_tri: [1 + ((k * 2) % 5)] },
  { cauhoi_id: v.q.A3!, gia_tri: [1 + ((k + 2) % 5)] },
  { cauhoi_id: v.q.A4!, gia_tri: [a4] },
  { cauhoi_id: v.q.UNIT!, gia_tri: [1 + (k % 2)] },
];

async function sheetRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/** How many data rows hold each value in the column named `name`. */
const tally = (rows: unknown[][], name: string): Record<string, number> => {
  const [header, ...data] = rows;
  const i = header!.indexOf(name);
  expect(i).toBeGreaterThanOrEqual(0);
  const out: Record<string, number> = {};
  for (const r of data) out[String(r[i] ?? '')] = (out[String(r[i] ?? '')] ?? 0) + 1;
  return out;
};

describe('response rates that count every channel', () => {
  it('splits each department’s rate by channel, and the reports, the feedback PDF and the AHRQ files read that one split', async () => {
    const v = await openVersion(f, { hsops2: true });
    const depts = await f.db
      .selectFrom('nhan_vien_khao_sat')
      .select(['phong_ban_id', sql<number>`count(*)::int`.as('n')])
      .where('phien_ban_id', '=', v.versionId)
      .where('phong_ban_id', 'is not', null)
      .groupBy('phong_ban_id')
      .orderBy('n', 'desc')
      .orderBy('phong_ban_id')
      .execute();
    expect(depts.length).toBeGreaterThanOrEqual(2);
    const [cardDept, paperDept] = [depts[0]!.phong_ban_id!, depts[1]!.phong_ban_id!];

    // 4 link votes, 2 of 3 cards of one department, 1 of 2 papers of another keyed twice.
    for (let k = 0; k < 4; k++)
      expect((await f.bearer(await openLink(f, await v.record(k)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, answers(v, k, MARK.link)))).statusCode).toBe(200);
    const cards = await ch.print(v.versionId, cardDept, 3, 'card');
    expect(cards).toHaveLength(3);
    await ch.voteCard(v.versionId, cards[0]!, answers(v, 4, MARK.card));
    await ch.voteCard(v.versionId, cards[1]!, answers(v, 5, MARK.card));
    const papers = await ch.print(v.versionId, paperDept, 2, 'paper');
    expect(papers).toHaveLength(2);
    await ch.keyPaper(v.versionId, papers[0]!, answers(v, 6, MARK.paper));

    // ---- The dashboards: each department's rate split by channel; the channels add up to the department and to the hospital.
    const q = `phien_ban_id=${v.versionId}&hospital_id=${v.hospitalId}`;
    const groups = body<TStaffGroup[]>(await f.call('bvadmin', 'GET', `${D}/thong-ke-ty-le-phan-hoi-phong-ban?${q}`)).data;
    const total = body<TResponseRates>(await f.call('bvadmin', 'GET', `${D}/thong-ke-ty-le-phan-hoi?${q}`)).data.total;
    const byId = new Map(groups.map((g) => [g.id, g]));
    expect(byId.get(cardDept)!.kenh!.card).toEqual({ invited: 3, submitted: 2, complete: 2, rate: 66.7 });
    expect(byId.get(cardDept)!.kenh!.paper).toEqual({ invited: 0, submitted: 0, complete: 0, rate: null });
    expect(byId.get(paperDept)!.kenh!.paper).toEqual({ invited: 2, submitted: 1, complete: 1, rate: 50 });
    expect(byId.get(paperDept)!.kenh!.card.invited).toBe(0);
    for (const g of groups) {
      const k = g.kenh!;
      expect([g.name, k.link.invited + k.card.invited + k.paper.invited, k.link.complete + k.card.complete + k.paper.complete]).toEqual([g.name, g.invited, g.complete]);
    }
    for (const c of ['link', 'card', 'paper'] as const)
      for (const field of ['invited', 'complete'] as const) expect([c, field, groups.reduce((s, g) => s + g.kenh![c][field], 0)]).toEqual([c, field, total.kenh![c][field]]);
    expect(total.kenh!.link.complete).toBe(4);
    expect(total.complete).toBe(7);

    // ---- The seeded report by department and channel: the same figures, in its rows and in its xlsx.
    const reportId = await seeded(f.db, 'TL_PHAN_HOI_KHOA_KENH');
    const run = await f.call('bvadmin', 'POST', `${A}/report/get-data`, { report_id: reportId, params: { phien_ban_id: v.versionId, hospital_id: v.hospitalId }, size: 500 });
    expect(run.statusCode).toBe(200);
    const report = body<TReportData>(run).data;
    expect(report.columns.map((c) => c.field)).toEqual([
      'ten_phong_ban',
      'moi',
      'hoan_chinh',
      'ty_le',
      'moi_lien_ket',
      'hoan_chinh_lien_ket',
      'ty_le_lien_ket',
      'moi_the',
      'hoan_chinh_the',
      'ty_le_the',
      'moi_giay',
      'hoan_chinh_giay',
      'ty_le_giay',
    ]);
    expect(report.columns.find((c) => c.field === 'ty_le_the')!.label).toBe('Tỷ lệ phản hồi qua thẻ bình chọn (%)');
    expect(report.suppressed).toBe(0);
    expect(report.rows).toHaveLength(groups.length);
    for (const g of groups) {
      const row = report.rows.find((r) => r.ten_phong_ban === g.name)!;
      const k = g.kenh!;
      expect(row).toEqual({
        ten_phong_ban: g.name,
        moi: g.invited,
        hoan_chinh: g.complete,
        ty_le: g.rate,
        moi_lien_ket: k.link.invited,
        hoan_chinh_lien_ket: k.link.complete,
        ty_le_lien_ket: k.link.rate,
        moi_the: k.card.invited,
        hoan_chinh_the: k.card.complete,
        ty_le_the: k.card.rate,
        moi_giay: k.paper.invited,
        hoan_chinh_giay: k.paper.complete,
        ty_le_giay: k.paper.rate,
      });
    }
    const xlsx = await sheetRows(
      await f.call('bvadmin', 'POST', `${A}/report/export`, { report_id: reportId, params: { phien_ban_id: v.versionId, hospital_id: v.hospitalId }, format: 'xlsx' }),
    );
    expect(xlsx[0]).toEqual(report.columns.map((c) => c.label));
    const cardRow = xlsx.find((r) => r[0] === byId.get(cardDept)!.name)!;
    expect(cardRow.slice(7, 10)).toEqual([3, 2, 66.7]);
    // ---- Closed: the respondent-level files hold the link, card and paper responses (A4 marks the channel).
    expect((await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 })).statusCode).toBe(200);
    const raw = await sheetRows(await f.call('bvadmin', 'GET', `${D}/xuat-raw-data?${q}`));
    expect(raw).toHaveLength(1 + 7);
    expect(tally(raw, 'A4')).toEqual({ [MARK.link]: 4, [MARK.card]: 2, [MARK.paper]: 1 });
    // No column says how a response came in (docs/decisions/ahrq-submission-files.md, "Mode").
    expect((raw[0] as string[]).filter((h) => /mode|kênh|kenh|channel/i.test(h))).toEqual([]);
    const respondents = await sheetRows(await f.call('bvadmin', 'GET', `${D}/xuat-ahrq-respondent?${q}`));
    expect(respondents).toHaveLength(1 + 7);
    expect(tally(respondents, 'A4')).toEqual({ [MARK.link]: 4, [MARK.card]: 2, [MARK.paper]: 1 });
    expect((respondents[0] as string[]).some((h) => /mode/i.test(h))).toBe(false);
    // The site file's mode: links, cards (web) and paper → Mixed.
    const site = await sheetRows(await f.call('bvadmin', 'GET', `${D}/xuat-ahrq-site?${q}`));
    expect(site[0]!.at(-1)).toBe('SurveyMode');
    expect(site[1]!.at(-1)).toBe('Mixed');

    // ---- The feedback report PDF's response section: the split by channel.
    const asked = await f.call('bvadmin', 'POST', `${V}/bao-cao-phan-hoi`, { phien_ban_id: v.versionId, hospital_id: v.hospitalId, language: 'vi' });
    expect(asked.statusCode).toBe(200);
    const id = body<TFeedbackReportJob>(asked).data.bao_cao_id;
    const started = Date.now();
    let job: TFeedbackReportJob;
    for (;;) {
      job = body<TFeedbackReportJob>(await f.call('bvadmin', 'GET', `${V}/bao-cao-phan-hoi/${id}`)).data;
      if (job.status === 'done' || job.status === 'failed' || Date.now() - started > 150_000) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(job).toMatchObject({ status: 'done', error: null });
    const pdf = await f.call('bvadmin', 'GET', `${V}/bao-cao-phan-hoi/${id}/tep`);
    const text = pdfText(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain('Tỷ lệ phản hồi theo kênh');
    expect(text).toMatch(/Thẻ bình chọn 3 2 66,7 %/);
    expect(text).toMatch(/Phiếu giấy 2 1 50 %/);
  }, 240_000);

  it('the AHRQ site file says Web for a survey of links only', async () => {
    const v = await openVersion(f, { hsops2: true });
    expect((await f.bearer(await openLink(f, await v.record(0)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, answers(v, 0, MARK.link)))).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 })).statusCode).toBe(200);
    const site = await sheetRows(await f.call('bvadmin', 'GET', `${D}/xuat-ahrq-site?phien_ban_id=${v.versionId}&hospital_id=${v.hospitalId}`));
    expect(site[1]!.at(-1)).toBe('Web');
  });
});
