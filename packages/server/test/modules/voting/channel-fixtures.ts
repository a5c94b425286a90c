import type { TBallotCardSession, TPaperSheet, TVoteAnswer } from '@hm/contract';
import { hashPassword } from '../../../src/modules/auth/passwords.js';
import { DEMO_PASSWORD } from '../../../src/seed/demo.js';
import { body } from '../../helpers/app.js';
import { pdfText } from '../../helpers/pdf-text.js';
import { submitBody, V, type VoteFixture } from './fixtures.js';

const C = `${V}/the-binh-chon`;
const CODE = /\b[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}\b/g;

/** The card and paper channels of BVDEMO's survey (issue 26): printing, a card's vote, a paper keyed twice. */
export interface ChannelFixture {
  /** The codes of `so_the` ballot cards or paper questionnaires printed for a department (read from the PDF's text). */
  print(versionId: number, phong_ban_id: number, so_the: number, loai: 'card' | 'paper'): Promise<string[]>;
  /** Opens a card from its own address (the code limit counts per address) and submits these answers. */
  voteCard(versionId: number, code: string, answers: TVoteAnswer[]): Promise<void>;
  /** Keys a paper twice alike (bvadmin, then a second keyer): the given answers, the sheet's other questions blank. */
  keyPaper(versionId: number, code: string, answers: TVoteAnswer[]): Promise<void>;
}

let address = 10;

/** Adds BVDEMO's second keyer `kenhnhap2` (hospital administrators hold NHAP_PHIEU_GIAY): a paper is keyed by two accounts. */
export async function channelFixture(f: VoteFixture): Promise<ChannelFixture> {
  const { t, db } = f;
  const g = await db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'HOSPITAL_ADMIN').executeTakeFirstOrThrow();
  await db
    .insertInto('tai_khoan')
    .values({
      ten_tai_khoan: 'kenhnhap2',
      mat_khau_hash: await hashPassword(DEMO_PASSWORD),
      display_name: 'kenhnhap2',
      phan_quyen_id: g.phan_quyen_id,
      hospital_id: f.demoId,
      nhan_vien_id: null,
      tokens_valid_after: new Date(0),
      created_at: new Date(),
    })
    .execute();
  const keyer = await t.login('kenhnhap2');
  return {
    async print(versionId, phong_ban_id, so_the, loai) {
      const res = await f.call('bvadmin', 'POST', `${C}/in`, { phien_ban_id: versionId, hospital_id: f.demoId, phong_ban_id, so_the, ...(loai === 'paper' ? { loai } : {}) });
      if (res.statusCode !== 200) throw new Error(`print: ${res.statusCode} ${res.body}`);
      return [...new Set(pdfText(res.rawPayload).text.match(CODE) ?? [])];
    },
    async voteCard(versionId, code, answers) {
      const opened = await t.app.inject({ method: 'POST', url: `${C}/mo`, remoteAddress: `10.11.${Math.floor(++address / 250)}.${address % 250}`, payload: { ma_the: code } });
      if (opened.statusCode !== 200) throw new Error(`card ${code}: ${opened.statusCode} ${opened.body}`);
      const voted = await f.bearer(body<TBallotCardSession>(opened).data.access_token, 'POST', `${C}/gui`, submitBody(versionId, answers));
      if (voted.statusCode !== 200) throw new Error(`card vote: ${voted.statusCode} ${voted.body}`);
    },
    async keyPaper(versionId, code, answers) {
      const opened = await f.call('bvadmin', 'POST', `${V}/phieu-giay/mo`, { hospital_id: f.demoId, ma_phieu: code });
      if (opened.statusCode !== 200) throw new Error(`paper ${code}: ${opened.statusCode} ${opened.body}`);
      const items = body<TPaperSheet>(opened)
        .data.parts.flatMap((p) => p.questions)
        .filter((q) => q.answers.length);
      const given = new Map(answers.map((a) => [a.cauhoi_id, a.gia_tri![0]!]));
      const payload = {
        hospital_id: f.demoId,
        ma_phieu: code,
        phien_ban_id: versionId,
        answers: items.map((q) => ({ cauhoi_id: q.cauhoi_id, gia_tri: given.get(q.cauhoi_id) ?? null })),
      };
      const first = await f.call('bvadmin', 'POST', `${V}/phieu-giay/nhap`, payload);
      if (first.statusCode !== 200) throw new Error(`paper key 1: ${first.statusCode} ${first.body}`);
      const second = await t.as(keyer, { method: 'POST', url: `${V}/phieu-giay/nhap`, payload });
      if (body<{ trang_thai: string }>(second).data.trang_thai !== 'verified') throw new Error(`paper key 2: ${second.statusCode} ${second.body}`);
    },
  };
}
