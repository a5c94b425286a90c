import { MODULE_IDS, VERSION_STATUS, type TVoteAnswer } from '@hm/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { storeSnapshot } from '../modules/dashboard/snapshot-compute.js';
import { syncStaffRecords } from '../modules/survey/staff-records.js';
import { copyQuestionnaire } from '../modules/survey/structure/copy.js';
import { loadBallot } from '../modules/voting/ballot.js';
import { submitVote } from '../modules/voting/submit.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { groupIdByCode } from './base.js';
import { demoAnswers } from './demo-answers.js';
import { DEMO_PASSWORD, insertDemoHospital, rng } from './demo.js';

/**
 * The province view's demo (issue 30 item 1, docs/decisions/province-view.md): three hospitals of
 * one province run one campaign; the province officer `soyte` reads their hospital-level results.
 * The third hospital has fewer than 10 respondents, so the view shows it without figures. Nothing
 * of the first demo hospitals changes (their figures are what other tests assert).
 */
export const DEMO_PROVINCE = {
  code: '01',
  group: 'Sở Y tế Hà Nội (demo)',
  officer: 'soyte',
  officerName: 'Cán bộ Sở Y tế Demo',
  // Older than the first demo hospital's surveys, so that theirs stay the newest in every list.
  title: 'Khảo sát cấp tỉnh về văn hóa an toàn người bệnh 2023',
  titleEn: 'Province-wide patient safety culture survey 2023',
  start: new Date('2023-10-02T00:30:00Z'),
  end: new Date('2023-10-27T10:00:00Z'),
  hospitals: [
    { ma: 'BVTINH1', name: 'Bệnh viện Đa khoa tỉnh Demo', dia_chi: '10 Đường Tỉnh Demo, Hà Nội', staff: 40, responses: 34, shift: 0.03 },
    { ma: 'BVTINH2', name: 'Bệnh viện Y học cổ truyền Demo', dia_chi: '20 Đường Tỉnh Demo, Hà Nội', staff: 30, responses: 18, shift: -0.06 },
    { ma: 'BVTINH3', name: 'Trung tâm Y tế huyện Demo', dia_chi: '30 Đường Huyện Demo, Hà Nội', staff: 20, responses: 6, shift: 0 },
  ],
} as const;

const HOUR_MS = 3_600_000;

/** A UUID (v4 layout) from the seeded generator. */
function uuid(r: () => number): string {
  const h = Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16)).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20)}`;
}

/** Writes the province demo; false (nothing written) when the SOPS 2.0 template is missing or it exists already. */
export async function seedDemoProvince(trx: Transaction<DB>): Promise<boolean> {
  const template = await trx
    .selectFrom('phien_ban_khao_sat')
    .selectAll()
    .where('is_template', '=', true)
    .where('instrument_code', '=', 'HSOPS2')
    .orderBy('phien_ban_id')
    .executeTakeFirst();
  const exists = await trx.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', DEMO_PROVINCE.hospitals[0].ma).executeTakeFirst();
  if (!template || exists) return false;
  const { phien_ban_id } = await trx
    .insertInto('phien_ban_khao_sat')
    .values({
      hospital_id: null,
      instrument_code: template.instrument_code,
      copied_from_id: template.phien_ban_id,
      language: 'vi',
      tieu_de_khao_sat: DEMO_PROVINCE.title,
      tieu_de_khao_sat_en: DEMO_PROVINCE.titleEn,
      mo_ta_khao_sat: template.mo_ta_khao_sat,
      mo_ta_khao_sat_en: template.mo_ta_khao_sat_en,
      noi_dung_khao_sat: template.noi_dung_khao_sat,
      noi_dung_khao_sat_en: template.noi_dung_khao_sat_en,
      time_start: DEMO_PROVINCE.start,
      time_end: DEMO_PROVINCE.end,
      started_at: DEMO_PROVINCE.start,
      created_at: DEMO_PROVINCE.start,
      created_by: null,
    })
    .returning('phien_ban_id')
    .executeTakeFirstOrThrow();
  await copyQuestionnaire(trx, template.phien_ban_id, phien_ban_id);
  const ballot = await loadBallot(trx, phien_ban_id);
  const ids = new Map(
    (await trx.selectFrom('cau_hoi').select(['ma_cauhoi', 'cauhoi_id']).where('phien_ban_id', '=', phien_ban_id).execute()).map((q) => [q.ma_cauhoi, q.cauhoi_id]),
  );
  const { nhom_id } = await trx.insertInto('nhom_benh_vien').values({ ten: DEMO_PROVINCE.group, ma_tinh: DEMO_PROVINCE.code }).returning('nhom_id').executeTakeFirstOrThrow();

  for (const [i, h] of DEMO_PROVINCE.hospitals.entries()) {
    const r = rng(20251000 + i);
    const { hospital_id } = await insertDemoHospital(trx, { ...h, modules: [...MODULE_IDS], ma_tinh: DEMO_PROVINCE.code }, 10 + i, h.staff);
    await trx.insertInto('phien_ban_benh_vien').values({ phien_ban_id, hospital_id }).execute();
    await syncStaffRecords(trx, phien_ban_id, hospital_id);
    await trx.updateTable('nhan_vien_khao_sat').set({ invited_at: DEMO_PROVINCE.start }).where('phien_ban_id', '=', phien_ban_id).where('hospital_id', '=', hospital_id).execute();
    const voters = await trx
      .selectFrom('nhan_vien_khao_sat as x')
      .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'x.nhan_vien_id')
      .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'nv.phong_ban_id')
      .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'nv.chuc_danh_id')
      .leftJoin('chuc_vu as cv', 'cv.chuc_vu_id', 'nv.chuc_vu_id')
      .select(['x.nhan_vien_khao_sat_id', 'pb.ten_phong_ban', 'cd.ten_chuc_danh', 'cv.ten_chuc_vu'])
      .where('x.phien_ban_id', '=', phien_ban_id)
      .where('x.hospital_id', '=', hospital_id)
      .orderBy('nv.ma_nhan_vien')
      .limit(h.responses)
      .execute();
    for (const [k, v] of voters.entries()) {
      const answers: TVoteAnswer[] = demoAnswers(r, { department: v.ten_phong_ban, jobTitle: v.ten_chuc_danh, position: v.ten_chuc_vu }, h.shift)
        // Free text stays out of the province demo: its comments are not the point.
        .filter((a) => !a.answer.noi_dung)
        .map((a) => ({ cauhoi_id: ids.get(a.code)!, ...a.answer }));
      const at = new Date(DEMO_PROVINCE.start.getTime() + (k + 1) * 7 * HOUR_MS);
      await submitVote(trx, v.nhan_vien_khao_sat_id, { versionId: phien_ban_id, key: uuid(r), language: 'vi', answers }, { now: at, ballot });
    }
  }
  await trx.updateTable('phien_ban_khao_sat').set({ status_khao_sat: VERSION_STATUS.closed, updated_at: DEMO_PROVINCE.end }).where('phien_ban_id', '=', phien_ban_id).execute();
  await storeSnapshot(trx, phien_ban_id, 'seed');

  const { tai_khoan_id } = await trx
    .insertInto('tai_khoan')
    .values({
      ten_tai_khoan: DEMO_PROVINCE.officer,
      mat_khau_hash: await hashPassword(DEMO_PASSWORD),
      display_name: DEMO_PROVINCE.officerName,
      phan_quyen_id: await groupIdByCode(trx, 'PROVINCE_OFFICER'),
      hospital_id: null,
      nhan_vien_id: null,
    })
    .returning('tai_khoan_id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('tai_khoan_nhom_benh_vien').values({ tai_khoan_id, nhom_id }).execute();
  return true;
}
