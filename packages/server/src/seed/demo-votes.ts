import { foldSearchText, fromWireTime, VERSION_STATUS, type TVoteAnswer } from '@hm/contract';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { storeSnapshot } from '../modules/dashboard/snapshot-compute.js';
import { syncStaffRecords } from '../modules/survey/staff-records.js';
import { copyQuestionnaire } from '../modules/survey/structure/copy.js';
import { loadBallot } from '../modules/voting/ballot.js';
import { submitVote } from '../modules/voting/submit.js';
import { demoAnswers } from './demo-answers.js';
import { demoStaffRows, rng } from './demo.js';

/** The demo hospital gets this many staff, so that its closed survey has a few hundred responses. */
export const DEMO_HOSPITAL_STAFF = 400;
export const DEMO_HOSPITAL = 'BVDEMO';

/** Two closed SOPS 2.0 surveys a year apart (the earlier one for trends), oldest first. */
export const DEMO_SURVEYS = [
  {
    title: 'Khảo sát văn hóa an toàn người bệnh 2024',
    titleEn: 'Patient safety culture survey 2024',
    start: '2024-03-04 07:30:00',
    end: '2024-03-29 17:00:00',
    invited: 220,
    responses: 120,
    shift: -0.05,
    seed: 2024,
  },
  {
    title: 'Khảo sát văn hóa an toàn người bệnh 2025',
    titleEn: 'Patient safety culture survey 2025',
    start: '2025-03-03 07:30:00',
    end: '2025-03-28 17:00:00',
    invited: DEMO_HOSPITAL_STAFF,
    responses: 300,
    shift: 0,
    seed: 2025,
  },
] as const;

const DAY_MS = 86_400_000;
const time = (s: string) => fromWireTime(s)!;

/** A UUID (v4 layout) from the seeded generator: the demo submits' keys are the same on every start. */
function demoUuid(r: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(r() * 4)]!;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The demo hospital's staff, topped up to DEMO_HOSPITAL_STAFF, in code order with what answers depend on. */
async function demoStaff(trx: Transaction<DB>, hospital: { id: number; ma: string }) {
  const count = (
    await trx
      .selectFrom('nhan_vien')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('hospital_id', '=', hospital.id)
      .executeTakeFirstOrThrow()
  ).n;
  if (count < DEMO_HOSPITAL_STAFF) {
    const active = <T extends { tam_ngung: boolean }>(rows: T[]) => rows.filter((x) => !x.tam_ngung);
    const catalogues = {
      departments: active(await trx.selectFrom('phong_ban').selectAll().where('hospital_id', '=', hospital.id).orderBy('phong_ban_id').execute()).map((x) => x.phong_ban_id),
      jobTitles: active(await trx.selectFrom('chuc_danh').selectAll().where('hospital_id', '=', hospital.id).orderBy('chuc_danh_id').execute()).map((x) => x.chuc_danh_id),
      positions: active(await trx.selectFrom('chuc_vu').selectAll().where('hospital_id', '=', hospital.id).orderBy('chuc_vu_id').execute()).map((x) => x.chuc_vu_id),
    };
    if (catalogues.departments.length && catalogues.jobTitles.length && catalogues.positions.length) {
      const rows = demoStaffRows(hospital, catalogues, count, DEMO_HOSPITAL_STAFF - count, rng(20261124));
      await trx
        .insertInto('nhan_vien')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  return trx
    .selectFrom('nhan_vien as nv')
    .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'nv.phong_ban_id')
    .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'nv.chuc_danh_id')
    .leftJoin('chuc_vu as cv', 'cv.chuc_vu_id', 'nv.chuc_vu_id')
    .select(['nv.nhan_vien_id', 'nv.ma_nhan_vien', 'nv.ten_nhan_vien', 'pb.ten_phong_ban', 'cd.ten_chuc_danh', 'cv.ten_chuc_vu'])
    .where('nv.hospital_id', '=', hospital.id)
    .where('nv.tam_ngung', '=', false)
    .orderBy('nv.ma_nhan_vien')
    .execute();
}

/** Fisher–Yates with the seeded generator. */
function shuffled<T>(r: () => number, a: readonly T[]): T[] {
  const out = [...a];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Demo responses (embedded demo mode): the demo hospital runs two SOPS 2.0 surveys copied from
 * the template, its staff vote through the product's own submit (same checks, same tables, no
 * raw inserts) at times spread over each window, then each survey is closed. Deterministic.
 * Returns false (and changes nothing) when the demo hospital, its survey licence or the
 * template is missing.
 */
export async function seedDemoVotes(trx: Transaction<DB>): Promise<boolean> {
  const h = await trx.selectFrom('hospital').select(['hospital_id']).where('ma_benh_vien', '=', DEMO_HOSPITAL).executeTakeFirst();
  const licensed = h && (await trx.selectFrom('hospital_module').select('module').where('hospital_id', '=', h.hospital_id).where('module', '=', 'survey').executeTakeFirst());
  const template = await trx
    .selectFrom('phien_ban_khao_sat')
    .selectAll()
    .where('is_template', '=', true)
    .where('instrument_code', '=', 'HSOPS2')
    .orderBy('phien_ban_id')
    .executeTakeFirst();
  if (!h || !licensed || !template) return false;
  const hospital = { id: h.hospital_id, ma: DEMO_HOSPITAL };
  const staff = await demoStaff(trx, hospital);

  for (const s of DEMO_SURVEYS) {
    const r = rng(20260300 + s.seed);
    const [start, end] = [time(s.start), time(s.end)];
    const { phien_ban_id } = await trx
      .insertInto('phien_ban_khao_sat')
      .values({
        hospital_id: hospital.id,
        instrument_code: template.instrument_code,
        copied_from_id: template.phien_ban_id,
        language: 'vi',
        tieu_de_khao_sat: s.title,
        tieu_de_khao_sat_en: s.titleEn,
        mo_ta_khao_sat: template.mo_ta_khao_sat,
        mo_ta_khao_sat_en: template.mo_ta_khao_sat_en,
        noi_dung_khao_sat: template.noi_dung_khao_sat,
        noi_dung_khao_sat_en: template.noi_dung_khao_sat_en,
        time_start: start,
        time_end: end,
        started_at: start,
        created_at: new Date(start.getTime() - 14 * DAY_MS),
        created_by: null,
      })
      .returning('phien_ban_id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('phien_ban_benh_vien').values({ phien_ban_id, hospital_id: hospital.id }).execute();
    await copyQuestionnaire(trx, template.phien_ban_id, phien_ban_id);

    const invited = staff.slice(0, s.invited);
    await syncStaffRecords(
      trx,
      phien_ban_id,
      hospital.id,
      invited.map((x) => x.nhan_vien_id),
    );
    await trx.updateTable('nhan_vien_khao_sat').set({ invited_at: start }).where('phien_ban_id', '=', phien_ban_id).execute();
    const records = new Map(
      (await trx.selectFrom('nhan_vien_khao_sat').select(['nhan_vien_id', 'nhan_vien_khao_sat_id']).where('phien_ban_id', '=', phien_ban_id).execute()).map((x) => [
        x.nhan_vien_id,
        x.nhan_vien_khao_sat_id,
      ]),
    );
    // The first staff member (the demo account nhanvien01) always takes part.
    const [first, ...rest] = invited;
    const order = [first!, ...shuffled(r, rest)];
    const voters = order.slice(0, s.responses);
    const ineligible = order.slice(s.responses).filter(() => r() < 0.04);
    if (ineligible.length)
      await trx
        .updateTable('nhan_vien_khao_sat')
        .set({ ineligible: true })
        .where('phien_ban_id', '=', phien_ban_id)
        .where(
          'nhan_vien_id',
          'in',
          ineligible.map((x) => x.nhan_vien_id),
        )
        .execute();

    const ballot = await loadBallot(trx, phien_ban_id);
    const ids = new Map(
      (await trx.selectFrom('cau_hoi').select(['ma_cauhoi', 'cauhoi_id']).where('phien_ban_id', '=', phien_ban_id).execute()).map((q) => [q.ma_cauhoi, q.cauhoi_id]),
    );
    const days = Math.floor((end.getTime() - start.getTime()) / DAY_MS);
    for (const v of voters) {
      // A comment naming a colleague names the one after them in the staff list, without accents.
      const colleague = foldSearchText(staff[(staff.indexOf(v) + 1) % staff.length]!.ten_nhan_vien);
      // Most answer in the first days and after the reminders (days 7 and 14), in working hours.
      const day = Math.min(days - 1, Math.floor(Math.abs(r() + r() - 1) * days * 0.9) + (r() < 0.2 ? 7 : 0));
      const at = new Date(start.getTime() + day * DAY_MS + Math.floor(r() * 9 * 3_600_000));
      const answers: TVoteAnswer[] = demoAnswers(r, { department: v.ten_phong_ban, jobTitle: v.ten_chuc_danh, position: v.ten_chuc_vu }, s.shift).map((a) => ({
        cauhoi_id: ids.get(a.code)!,
        ...a.answer,
        ...(a.answer.noi_dung ? { noi_dung: a.answer.noi_dung.replace('{ten}', colleague) } : {}),
      }));
      const input = { versionId: phien_ban_id, key: demoUuid(r), language: r() < 0.08 ? ('en' as const) : ('vi' as const), answers };
      await submitVote(trx, records.get(v.nhan_vien_id)!, input, { now: at < end ? at : new Date(end.getTime() - 60_000), ballot });
    }
    await trx.updateTable('phien_ban_khao_sat').set({ status_khao_sat: VERSION_STATUS.closed, updated_at: end }).where('phien_ban_id', '=', phien_ban_id).execute();
    // The dashboards show figures on the first start.
    await storeSnapshot(trx, phien_ban_id, 'seed');
  }
  return true;
}
