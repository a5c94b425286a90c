import { ROLE_LEVEL, type ResourceScope, type TEndpointModule } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { assertInScope, type Caller } from './caller.js';
import { assertHospitalExists, assertLicensed } from './access.js';
import { ForbiddenError } from '../errors/app-errors.js';

export const SYSTEM_ONLY_MESSAGE = 'Chỉ quản trị hệ thống được thay đổi dữ liệu dùng chung cho mọi bệnh viện';

export const isSystemAdmin = (c: Pick<Caller, 'level'>): boolean => c.level === ROLE_LEVEL.systemAdmin;

/**
 * The hospital ids a read may show: the one asked for (checked against the caller's scope), or
 * every hospital in scope; `null` means all (a system administrator asking for none).
 * An empty scope gives `[-1]`, which matches nothing, so callers can always write `in (…)`.
 * @example const ids = scopeIds(caller, query.hospitalId); if (ids) q = q.where('hospital_id', 'in', ids);
 */
export function scopeIds(caller: Caller, asked?: number | null): number[] | null {
  if (asked != null) {
    assertInScope(caller, asked);
    return [asked];
  }
  if (caller.hospitalIds === 'all') return null;
  return caller.hospitalIds.length ? caller.hospitalIds : [-1];
}

/**
 * Whether the caller may write rows of a resource of this scope about `hospitalId`:
 * `hospital` rows need the hospital in scope and its licence of the module; `system` and
 * `project` rows need a system administrator; `delegated` rows need only the endpoint's
 * function (checked by the access hook) and the resource's own rules.
 */
export async function assertCanWrite(db: Kysely<DB>, caller: Caller, scope: ResourceScope, module: TEndpointModule, hospitalId: number | null): Promise<void> {
  if (scope === 'delegated') return;
  if (scope !== 'hospital') {
    if (!isSystemAdmin(caller)) throw new ForbiddenError(SYSTEM_ONLY_MESSAGE);
    return;
  }
  assertInScope(caller, hospitalId);
  // A hospital that has not licensed the catalogues still needs its departments and staff: the
  // vendor's system administrators keep them for it (docs/decisions/licences.md).
  if (module === 'catalogues' && isSystemAdmin(caller)) return assertHospitalExists(db, hospitalId!);
  await assertLicensed(db, hospitalId!, module);
}
