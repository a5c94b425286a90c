import { ROLE_LEVEL } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { ForbiddenError } from '../errors/app-errors.js';
import { compiledOnce, ID_SENTINEL } from '../db/compiled-once.js';

/** Who is calling: loaded from the database on every request, so revocations apply at once. */
export interface Caller {
  accountId: number;
  username: string;
  groupId: number;
  /** 1 system administrator, 2 hospital administrator, 3 staff. */
  level: number;
  active: boolean;
  homeHospitalId: number | null;
  /** Hospitals in scope: every hospital for a system administrator. */
  hospitalIds: 'all' | number[];
  /**
   * The departments a staff-level account is linked to (`tai-khoan-phong-ban`); null for
   * administrators, whom links never narrow. Read through `access/department-scope.ts`.
   */
  departmentIds: readonly number[] | null;
  functions: ReadonlySet<string>;
  tokensValidAfter: Date;
  /** The password was set by an administrator: only the calls that change it are answered. */
  mustChangePassword: boolean;
}

/**
 * A voter session from an invitation link: it names one staff survey record and may only call
 * the vote endpoints (`fn: 'voter'` or `voterSession: true`) about that record's version.
 */
export interface VoterIdentity {
  kind: 'voter';
  recordId: number;
  versionId: number;
  /** The staff record's hospital: its licence is the one checked. */
  hospitalId: number;
  expiresAt: Date;
}

/** Who calls a vote endpoint: a logged-in user, or a voter session. */
export type VoteCaller = Caller | VoterIdentity;

export const isVoterSession = (c: VoteCaller): c is VoterIdentity => 'kind' in c && c.kind === 'voter';

/** The caller's row, compiled once per process (db/compiled-once.ts): every signed-in request reads it. */
const callerStatement = compiledOnce(
  (db, accountId: number) =>
    (db as Kysely<DB>)
      .selectFrom('tai_khoan as tk')
      .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'tk.phan_quyen_id')
      .select([
        'tk.tai_khoan_id',
        'tk.ten_tai_khoan',
        'tk.phan_quyen_id',
        'pq.cap',
        'tk.tinh_trang',
        'tk.hospital_id',
        'tk.tokens_valid_after',
        'tk.doi_mat_khau',
        sql<
          string[]
        >`ARRAY(SELECT cn.ma_chuc_nang FROM phan_quyen_chuc_nang pcn JOIN chuc_nang cn ON cn.chuc_nang_id = pcn.chuc_nang_id WHERE pcn.phan_quyen_id = tk.phan_quyen_id)`.as(
          'functions',
        ),
        sql<number[]>`ARRAY(SELECT th.hospital_id FROM tai_khoan_hospital th WHERE th.tai_khoan_id = tk.tai_khoan_id)`.as('extra_hospitals'),
        sql<number[]>`ARRAY(SELECT tp.phong_ban_id FROM tai_khoan_phong_ban tp WHERE tp.tai_khoan_id = tk.tai_khoan_id ORDER BY 1)`.as('departments'),
      ])
      .where('tk.tai_khoan_id', '=', accountId),
  [ID_SENTINEL] as const,
);

export async function loadCaller(db: Kysely<DB>, accountId: number): Promise<Caller | null> {
  const row = await callerStatement.first(db as Kysely<never>, accountId);
  if (!row) return null;
  const isSystem = row.cap === ROLE_LEVEL.systemAdmin;
  const ids = new Set<number>(row.extra_hospitals);
  if (row.hospital_id !== null) ids.add(row.hospital_id);
  return {
    accountId: row.tai_khoan_id,
    username: row.ten_tai_khoan,
    groupId: row.phan_quyen_id,
    level: row.cap,
    active: row.tinh_trang,
    homeHospitalId: row.hospital_id,
    hospitalIds: isSystem ? 'all' : [...ids],
    departmentIds: row.cap >= ROLE_LEVEL.staff ? row.departments : null,
    functions: new Set(row.functions),
    tokensValidAfter: new Date(row.tokens_valid_after),
    mustChangePassword: row.doi_mat_khau,
  };
}

export const inScope = (caller: Caller, hospitalId: number): boolean => caller.hospitalIds === 'all' || caller.hospitalIds.includes(hospitalId);

export const OUT_OF_SCOPE_MESSAGE = 'Bạn không có quyền truy cập dữ liệu của bệnh viện này';

export function assertInScope(caller: Caller, hospitalId: number | null | undefined): void {
  if (hospitalId == null || !inScope(caller, hospitalId)) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
}
