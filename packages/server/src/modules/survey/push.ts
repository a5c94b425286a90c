import { fromWireTime, type TSurveyPushResult, type ZSurveyPushBody } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import { assertTitleFree, copyVersionIn, surveyHospitals } from './versions.js';

export const PUSH_MSG = {
  noTemplate: 'Không tìm thấy bộ câu hỏi mẫu',
  noGroup: 'Không tìm thấy nhóm bệnh viện',
  emptyGroup: 'Nhóm bệnh viện chưa có bệnh viện nào',
  unknownHospitals: 'Không tìm thấy bệnh viện',
  endPassed: 'Thời gian kết thúc đã qua: hãy chọn thời gian kết thúc trong tương lai',
  unlicensed: (names: string[]) => `Bệnh viện chưa có bản quyền phân hệ khảo sát: ${names.join(', ')}`,
  alreadyPushed: (names: string[]) => `Bệnh viện đã có phiên bản của đợt triển khai này: ${names.join(', ')}`,
  titleTaken: (names: string[]) => `Bệnh viện đã có phiên bản khảo sát cùng tiêu đề: ${names.join(', ')}. Hãy đặt một tiêu đề khác`,
} as const;

type PushBody = z.output<typeof ZSurveyPushBody>;
const fieldError = (path: string, message: string) => new ValidationError(message, { errors: [{ path, message }] });

/** The hospitals a push goes to: a group's (a province's by address, read live, or its list) or the list given. */
async function targetHospitals(db: Kysely<DB>, body: PushBody): Promise<{ hospital_id: number; name: string }[]> {
  let q = db.selectFrom('hospital as h').select(['h.hospital_id', 'h.name']).orderBy('h.name').orderBy('h.hospital_id');
  if (body.nhom_id !== undefined) {
    const g = await db.selectFrom('nhom_benh_vien').select(['nhom_id', 'ma_tinh']).where('nhom_id', '=', body.nhom_id).executeTakeFirst();
    if (!g) throw fieldError('nhom_id', PUSH_MSG.noGroup);
    q = g.ma_tinh
      ? q.where('h.ma_tinh', '=', g.ma_tinh)
      : q.where('h.hospital_id', 'in', db.selectFrom('nhom_benh_vien_thanh_vien as m').select('m.hospital_id').where('m.nhom_id', '=', g.nhom_id));
    const rows = await q.execute();
    if (rows.length === 0) throw fieldError('nhom_id', PUSH_MSG.emptyGroup);
    return rows;
  }
  const ids = [...new Set(body.hospital_ids ?? [])];
  const rows = await q.where('h.hospital_id', 'in', ids).execute();
  if (rows.length !== ids.length) throw fieldError('hospital_ids', PUSH_MSG.unknownHospitals);
  return rows;
}

/** Collects the hospitals a check refuses, then refuses them all at once by name. */
function refuseNamed(names: string[], error: (names: string[]) => AppError): void {
  if (names.length > 0) throw error(names);
}

/**
 * Pushes a template with one window to a group's (or a list's) hospitals: one ordinary version per
 * hospital, copied by the one copy of a version (`copyVersionIn`), in one transaction with one audit
 * row naming every hospital. Every refusal comes before the first insert, so nothing is created.
 */
export async function pushSurvey(db: Kysely<DB>, caller: Caller, body: PushBody, audit: RouteAudit): Promise<TSurveyPushResult> {
  const end = fromWireTime(body.time_end);
  if (end && end.getTime() <= Date.now()) throw fieldError('time_end', PUSH_MSG.endPassed);
  return db.transaction().execute(async (trx) => {
    const template = await trx
      .selectFrom('phien_ban_khao_sat')
      .selectAll()
      .where('phien_ban_id', '=', body.mau_id)
      .where('is_template', '=', true)
      .where('tam_ngung', '=', false)
      .executeTakeFirst();
    if (!template) throw new NotFoundError(PUSH_MSG.noTemplate);
    const hospitals = await targetHospitals(trx, body);
    const licensed = new Set(await surveyHospitals(trx));
    refuseNamed(
      hospitals.filter((h) => !licensed.has(h.hospital_id)).map((h) => h.name),
      (names) => fieldError('nhom_id', PUSH_MSG.unlicensed(names)),
    );
    const pushed = await trx
      .selectFrom('phien_ban_khao_sat')
      .select('hospital_id')
      .where('dot_trien_khai', '=', body.dot_trien_khai)
      .where(sql<boolean>`hospital_id IS NOT NULL`)
      .execute();
    const pushedIds = new Set(pushed.map((r) => r.hospital_id));
    refuseNamed(
      hospitals.filter((h) => pushedIds.has(h.hospital_id)).map((h) => h.name),
      (names) => new ConflictError(PUSH_MSG.alreadyPushed(names)),
    );
    const title = body.tieu_de_khao_sat || template.tieu_de_khao_sat;
    const taken: string[] = [];
    for (const h of hospitals) {
      await assertTitleFree(trx, h.hospital_id, title).catch((e: unknown) => {
        if (!(e instanceof ConflictError)) throw e;
        taken.push(h.name);
      });
    }
    refuseNamed(taken, (names) => new ConflictError(PUSH_MSG.titleTaken(names), { errors: [{ path: 'tieu_de_khao_sat', message: PUSH_MSG.titleTaken(names) }] }));

    const versions: TSurveyPushResult['versions'] = [];
    for (const h of hospitals) {
      const fields = { hospital_id: h.hospital_id, tieu_de_khao_sat: body.tieu_de_khao_sat, time_start: body.time_start, time_end: body.time_end };
      versions.push({ ...h, phien_ban_id: await copyVersionIn(trx, caller, template, fields, body.dot_trien_khai) });
    }
    await audit(trx, {
      id: body.dot_trien_khai,
      hospitalId: null,
      detail: { mau_id: template.phien_ban_id, nhom_id: body.nhom_id ?? null, time_start: body.time_start, time_end: body.time_end, versions },
    });
    return { dot_trien_khai: body.dot_trien_khai, versions };
  });
}
