import { ROLE_LEVEL, VERSION_STATUS } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { assertLicensed, NOT_LICENSED } from '../../access/access.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import { type Caller, inScope, OUT_OF_SCOPE_MESSAGE } from '../../access/caller.js';

export const MSG = {
  versionNotFound: 'Không tìm thấy phiên bản khảo sát',
  templateReadOnly: 'Bộ câu hỏi mẫu chỉ được xem; hãy sao chép thành phiên bản của bệnh viện để chỉnh sửa',
  campaignSystemOnly: 'Chỉ quản trị hệ thống được sửa phiên bản khảo sát dùng chung nhiều bệnh viện',
  closed: 'Phiên bản khảo sát đã đóng, không thể chỉnh sửa',
  scoringLocked: 'Phiên bản đã có kết quả khảo sát: không thể đổi thang đo, chiều câu hỏi, giá trị đáp án hoặc xóa câu hỏi, đáp án',
  notParticipating: 'Bệnh viện chưa tham gia phiên bản khảo sát này',
} as const;

/** The columns access decisions need. */
export interface VersionRef {
  phien_ban_id: number;
  hospital_id: number | null;
  is_template: boolean;
  status_khao_sat: number;
  tam_ngung: boolean;
}

export async function loadVersionRef(db: Db, id: number): Promise<VersionRef> {
  const v = await db
    .selectFrom('phien_ban_khao_sat')
    .select(['phien_ban_id', 'hospital_id', 'is_template', 'status_khao_sat', 'tam_ngung'])
    .where('phien_ban_id', '=', id)
    .executeTakeFirst();
  if (!v) throw new NotFoundError(MSG.versionNotFound);
  return v;
}

/** Hospitals running the version (its owner included). */
export async function versionHospitals(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('phien_ban_benh_vien').select('hospital_id').where('phien_ban_id', '=', id).execute();
  return rows.map((r) => r.hospital_id);
}

/** Whether the version has responses, stored or still held (vote-hold.ts), in one statement. */
export async function hasResponses(db: Db, id: number): Promise<boolean> {
  const { rows } = await sql<{ has: boolean }>`
    SELECT EXISTS (SELECT 1 FROM ket_qua WHERE phien_ban_id = ${id}) OR EXISTS (SELECT 1 FROM vote_hold WHERE phien_ban_id = ${id}) AS has`.execute(db);
  return rows[0]!.has;
}

const isSystemAdmin = (caller: Caller) => caller.level === ROLE_LEVEL.systemAdmin;

/** Licensed for the survey module and in the caller's scope. */
async function assertHospitalUsable(db: Db, caller: Caller, hospitalId: number): Promise<void> {
  if (!inScope(caller, hospitalId)) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
  await assertLicensed(db as Kysely<DB>, hospitalId, 'survey');
}

/**
 * Who may read a version: a template, anyone who reads surveys; a hospital's version, callers
 * with that hospital in scope (licensed); a campaign, system administrators and callers with a
 * licensed participating hospital in scope.
 */
export async function assertCanRead(db: Db, caller: Caller, v: VersionRef): Promise<void> {
  if (v.is_template || isSystemAdmin(caller)) return;
  if (v.hospital_id !== null) return assertHospitalUsable(db, caller, v.hospital_id);
  const mine = (await versionHospitals(db, v.phien_ban_id)).filter((h) => inScope(caller, h));
  if (mine.length === 0) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
  for (const h of mine) {
    try {
      await assertLicensed(db as Kysely<DB>, h, 'survey');
      return;
    } catch {
      /* try the next hospital */
    }
  }
  throw new ForbiddenError(NOT_LICENSED);
}

export interface EditOptions {
  /** Allow on a closed version (soft delete, hard delete checks its own rule). */
  allowClosed?: boolean;
}

/**
 * Who may change a version: never a template; a campaign, system administrators only; a
 * hospital's version, callers with it in scope and licensed. A closed version refuses edits.
 */
export async function assertCanEdit(db: Db, caller: Caller, v: VersionRef, o: EditOptions = {}): Promise<void> {
  if (v.is_template) throw new ForbiddenError(MSG.templateReadOnly);
  if (v.hospital_id === null) {
    if (!isSystemAdmin(caller)) throw new ForbiddenError(MSG.campaignSystemOnly);
  } else {
    await assertHospitalUsable(db, caller, v.hospital_id);
  }
  if (!o.allowClosed && v.status_khao_sat === VERSION_STATUS.closed) throw new ConflictError(MSG.closed);
}

/** Loads a version and checks the caller may read it. */
export async function readableVersion(db: Db, caller: Caller, id: number): Promise<VersionRef> {
  const v = await loadVersionRef(db, id);
  await assertCanRead(db, caller, v);
  return v;
}

/** Loads a version and checks the caller may change it. */
export async function editableVersion(db: Db, caller: Caller, id: number, o: EditOptions = {}): Promise<VersionRef> {
  const v = await loadVersionRef(db, id);
  await assertCanEdit(db, caller, v, o);
  return v;
}

/** Refuses a change that would alter the meaning of answers already given. */
export async function assertScoringUnlocked(db: Db, versionId: number): Promise<void> {
  if (await hasResponses(db, versionId)) throw new ConflictError(MSG.scoringLocked);
}

/** A hospital the caller may act on for the survey module (scope + licence). */
export async function assertSurveyHospital(db: Db, caller: Caller, hospitalId: number): Promise<void> {
  await assertHospitalUsable(db, caller, hospitalId);
}

/** A hospital the caller may act on (scope + licence) that runs the version (staff records, invitations). */
export async function assertParticipating(db: Db, caller: Caller, versionId: number, hospitalId: number): Promise<void> {
  await assertHospitalUsable(db, caller, hospitalId);
  if (!(await versionHospitals(db, versionId)).includes(hospitalId)) throw new ValidationError(MSG.notParticipating);
}
