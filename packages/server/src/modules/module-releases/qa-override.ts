import { MODULE_IDS, toWireTime, type TReleaseQaOverview, type TReleaseQaResult, type TModuleId } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import { ConflictError } from '../../errors/app-errors.js';
import type { Language } from '../dashboard/language.js';
import type { RouteAudit } from '../../resources/route.js';
import { promotionRefusal } from './compatibility.js';
import { loadState, releaseOf } from './registry.js';

/** An account's QA overrides: module → the release it runs instead of its hospital's. */
export async function overridesOf(db: Kysely<DB>, accountId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('module_release_override').select(['module', 'release_id']).where('account_id', '=', accountId).execute();
  return new Map(rows.map((r) => [r.module, r.release_id]));
}

/** The QA screen: per module the releases that may run (the checks of a pin), the caller's override and the hospital's release. */
export async function qaOverview(db: Kysely<DB>, caller: Caller, shellVersion: string): Promise<TReleaseQaOverview> {
  const state = await loadState(db);
  const releases = await db
    .selectFrom('module_release')
    .select(['release_id', 'module', 'version', 'contract_major', 'shell_range', 'smoke_test', 'hotfix', 'created_at'])
    .orderBy('release_id', 'desc')
    .execute();
  const overrides = await overridesOf(db, caller.accountId);
  const versionOf = new Map(releases.map((r) => [r.release_id, r.version]));
  const v = (id: number | null | undefined) => (id == null ? null : (versionOf.get(id) ?? null));
  return {
    modules: MODULE_IDS.map((module) => ({
      module,
      releases: releases
        .filter((r) => r.module === module && promotionRefusal(r, shellVersion, null) === null)
        .map((r) => ({ version: r.version, smoke_test: r.smoke_test, hotfix: r.hotfix, created_at: toWireTime(r.created_at as unknown as Date) })),
      override: v(overrides.get(module)),
      hospital_runs: v(state.runs(module, caller.homeHospitalId)),
    })),
  };
}

/** Runs `version` of `module` for the caller only (replacing an earlier override of the module); audited. A refusal is in the screen's language, as the registry's are. */
export async function setQaOverride(
  db: Kysely<DB>,
  caller: Caller,
  shellVersion: string,
  body: { module: TModuleId; version: string },
  audit: RouteAudit,
  language: Language = 'vi',
): Promise<TReleaseQaResult> {
  return db.transaction().execute(async (tx) => {
    const r = await releaseOf(tx, body.module, body.version);
    const refusal = promotionRefusal(r, shellVersion, null, language);
    if (refusal) throw new ConflictError(refusal);
    const before = (await overridesOf(tx, caller.accountId)).get(body.module);
    await tx.deleteFrom('module_release_override').where('account_id', '=', caller.accountId).where('module', '=', body.module).execute();
    await tx.insertInto('module_release_override').values({ account_id: caller.accountId, module: body.module, release_id: r.release_id }).execute();
    const previous = before === undefined ? null : ((await tx.selectFrom('module_release').select('version').where('release_id', '=', before).executeTakeFirst())?.version ?? null);
    await audit(tx, { id: body.module, hospitalId: caller.homeHospitalId, before: previous ? { version: previous } : null, after: { module: body.module, version: r.version } });
    return { module: body.module, version: r.version };
  });
}

/** Clears the caller's override of `module`: the hospital's release again at the next page load. Nothing to clear: no audit row. */
export async function clearQaOverride(db: Kysely<DB>, caller: Caller, body: { module: TModuleId }, audit: RouteAudit): Promise<TReleaseQaResult> {
  return db.transaction().execute(async (tx) => {
    const gone = await tx
      .deleteFrom('module_release_override')
      .where('account_id', '=', caller.accountId)
      .where('module', '=', body.module)
      .returning('release_id')
      .executeTakeFirst();
    if (!gone) {
      audit.skip();
      return { module: body.module, version: null };
    }
    const was = await tx.selectFrom('module_release').select('version').where('release_id', '=', gone.release_id).executeTakeFirstOrThrow();
    await audit(tx, { id: body.module, hospitalId: caller.homeHospitalId, before: { module: body.module, version: was.version }, after: null });
    return { module: body.module, version: null };
  });
}
