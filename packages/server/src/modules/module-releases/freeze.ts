import { formatWire, RELEASE_REASON_MIN, toWireTime } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Language } from '../dashboard/language.js';

export const FREEZE_MSG = {
  vi: {
    frozen: (hospitals: string) =>
      `Phân hệ Khảo sát đang đóng băng vì có đợt khảo sát đang mở: ${hospitals}. Chỉ một bản phát hành đánh dấu hotfix, kèm lý do viết rõ (ít nhất ${RELEASE_REASON_MIN} ký tự), mới được thay đổi phiên bản trong lúc khảo sát đang mở.`,
    noReason: `Bản hotfix thay đổi phân hệ Khảo sát đang đóng băng: hãy ghi lý do (ít nhất ${RELEASE_REASON_MIN} ký tự).`,
    until: 'đến',
  },
  en: {
    frozen: (hospitals: string) =>
      `The Survey module is frozen while a survey is open: ${hospitals}. Only a release marked as a hotfix, with a written reason (at least ${RELEASE_REASON_MIN} characters), may change its version while the survey is open.`,
    noReason: `A hotfix changes the frozen Survey module: write the reason (at least ${RELEASE_REASON_MIN} characters).`,
    until: 'until',
  },
} as const;

/**
 * The hospitals among `hospitalIds` with an open survey version (started, status 1, not
 * suspended, its window not over: the versions that take votes): its own versions and the campaigns it takes part in. Hospital id → the
 * versions' titles and end times, in words (the campaign freeze of mf-survey, issue 28 item 7).
 */
export async function openSurveys(db: Kysely<DB>, hospitalIds: readonly number[], language: Language = 'vi'): Promise<Map<number, string>> {
  const frozen = new Map<number, string>();
  if (!hospitalIds.length) return frozen;
  const rows = await db
    .selectFrom('hospital as h')
    .innerJoin('phien_ban_khao_sat as v', (j) =>
      j.on((eb) =>
        eb.or([
          eb('v.hospital_id', '=', eb.ref('h.hospital_id')),
          eb.exists(
            eb
              .selectFrom('phien_ban_benh_vien as pb')
              .select(sql`1`.as('one'))
              .whereRef('pb.phien_ban_id', '=', 'v.phien_ban_id')
              .whereRef('pb.hospital_id', '=', 'h.hospital_id'),
          ),
        ]),
      ),
    )
    .select(['h.hospital_id', 'h.name', 'v.tieu_de_khao_sat', 'v.time_end'])
    .where('h.hospital_id', 'in', hospitalIds)
    .where('v.status_khao_sat', '=', 1)
    .where('v.started_at', 'is not', null)
    .where('v.tam_ngung', '=', false)
    .where('v.is_template', '=', false)
    .where('v.time_end', '>', new Date())
    .orderBy('h.hospital_id')
    .orderBy('v.phien_ban_id')
    .execute();
  const byHospital = new Map<number, { name: string; versions: string[] }>();
  for (const r of rows) {
    const h = byHospital.get(r.hospital_id) ?? { name: r.name, versions: [] };
    h.versions.push(`«${r.tieu_de_khao_sat}» ${FREEZE_MSG[language].until} ${formatWire(toWireTime(r.time_end))}`);
    byHospital.set(r.hospital_id, h);
  }
  for (const [id, h] of byHospital) frozen.set(id, `${h.name} (${h.versions.join('; ')})`);
  return frozen;
}

/**
 * Refusal of a move of the survey module that changes the release of a hospital whose survey is
 * open: only a hotfix release with a written reason passes. `changed`: the hospitals whose
 * release the move changes; `target`: the release they would run (null: the built-in files).
 * Returns the refusal (null: allowed).
 */
export async function freezeRefusal(
  db: Kysely<DB>,
  changed: readonly number[],
  target: { hotfix: boolean } | null,
  reason: string | undefined,
  language: Language = 'vi',
): Promise<string | null> {
  const frozen = await openSurveys(db, changed, language);
  if (!frozen.size) return null;
  if (!target?.hotfix) return FREEZE_MSG[language].frozen([...frozen.values()].join('; '));
  if ((reason ?? '').trim().length < RELEASE_REASON_MIN) return FREEZE_MSG[language].noReason;
  return null;
}
