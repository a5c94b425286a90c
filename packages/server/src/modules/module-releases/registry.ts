import { createHash } from 'node:crypto';
import {
  ALWAYS_ON_MODULES,
  MODULE_IDS,
  MODULE_REMOTES,
  RELEASE_CHANNELS,
  toWireTime,
  type TModuleId,
  type TReleaseAssignment,
  type TReleaseChannel,
  type TReleaseModuleOverview,
  type TReleaseMoveResult,
  type TReleaseOverview,
  type TReleaseUploadBody,
  CONTRACT_MAJOR,
} from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import { licenceInForce } from '../../access/licences.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import { promotionRefusal } from './compatibility.js';
import { freezeRefusal, openSurveys } from './freeze.js';
import { overridesOf } from './qa-override.js';
import type { Language } from '../dashboard/language.js';

export const RELEASE_MSG = {
  exists: (module: string, version: string) => `Phân hệ ${module} đã có bản phát hành ${version}: mỗi bản phát hành là bất biến, hãy dùng một số phiên bản mới.`,
  hashMismatch: (path: string) => `Mã băm SHA-384 của tệp ${path} không khớp với nội dung tải lên.`,
  noEntry: (entry: string) => `Bản phát hành không có tệp vào ${entry}.`,
  duplicatePath: (path: string) => `Tệp ${path} xuất hiện hai lần trong bản phát hành.`,
  unknownRelease: (module: string, version: string) => `Phân hệ ${module} không có bản phát hành ${version}.`,
  unknownHospital: 'Không tìm thấy bệnh viện',
  alreadyThere: (version: string, channel: string) => `Bản ${version} đã là bản của kênh ${channel}.`,
  nothingToRollBack: (channel: string) => `Kênh ${channel} đang dùng bản có sẵn của máy chủ: không có bản nào để quay lại.`,
} as const;

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  eot: 'application/vnd.ms-fontobject',
  txt: 'text/plain; charset=utf-8',
};
const contentType = (p: string) => CONTENT_TYPES[p.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

/** `sha384-<base64>` of bytes (the subresource-integrity form). */
export const sha384 = (bytes: Uint8Array): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const federationName = (module: TModuleId) => MODULE_REMOTES[module].replace(/-/g, '_');
export const releaseFileUrl = (module: string, version: string, file: string) => `/releases/${module}/${version}/${file}`;

/** Stores a release and its files, after checking every file's hash; the same module and version twice is refused. */
export async function uploadRelease(db: Kysely<DB>, caller: Caller, body: TReleaseUploadBody & { entry: string }, audit: RouteAudit) {
  const seen = new Set<string>();
  const files = body.files.map((f) => {
    if (seen.has(f.path)) throw new ValidationError(RELEASE_MSG.duplicatePath(f.path));
    seen.add(f.path);
    const bytes = Buffer.from(f.content_base64, 'base64');
    if (sha384(bytes) !== f.sha384) throw new ValidationError(RELEASE_MSG.hashMismatch(f.path));
    return { path: f.path, bytes, sha384: f.sha384, size: bytes.length, content_type: contentType(f.path) };
  });
  const entry = files.find((f) => f.path === body.entry);
  if (!entry) throw new ValidationError(RELEASE_MSG.noEntry(body.entry));
  return db.transaction().execute(async (tx) => {
    // One upload of a module at a time: a second one of the same version waits, then is refused.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`module-release:${body.module}`}))`.execute(tx);
    const exists = await tx.selectFrom('module_release').select('release_id').where('module', '=', body.module).where('version', '=', body.version).executeTakeFirst();
    if (exists) throw new ConflictError(RELEASE_MSG.exists(body.module, body.version));
    const row = await tx
      .insertInto('module_release')
      .values({
        module: body.module,
        version: body.version,
        contract_major: body.contract_major,
        shell_range: body.shell_range,
        commit_sha: body.commit ?? null,
        smoke_test: body.smoke_test,
        hotfix: body.hotfix ?? false,
        entry: body.entry,
        entry_integrity: entry.sha384,
        created_by: caller.accountId,
      })
      .returning('release_id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < files.length; i += 50) {
      await tx
        .insertInto('module_release_file')
        .values(files.slice(i, i + 50).map((f) => ({ release_id: row.release_id, ...f })))
        .execute();
    }
    const result = { release_id: row.release_id, module: body.module, version: body.version, files: files.length, entry_integrity: entry.sha384 };
    await audit(tx, {
      id: row.release_id,
      after: {
        module: body.module,
        version: body.version,
        contract_major: body.contract_major,
        shell_range: body.shell_range,
        commit: body.commit ?? null,
        smoke_test: body.smoke_test,
        hotfix: body.hotfix ?? false,
        files: files.length,
      },
    });
    return result;
  });
}

/** One stored file of a release, for `/releases/<module>/<version>/<file>`. */
export async function releaseFile(db: Kysely<DB>, module: TModuleId, version: string, path: string) {
  return db
    .selectFrom('module_release_file as f')
    .innerJoin('module_release as r', 'r.release_id', 'f.release_id')
    .select(['f.bytes', 'f.content_type', 'f.sha384'])
    .where('r.module', '=', module)
    .where('r.version', '=', version)
    .where('f.path', '=', path)
    .executeTakeFirst();
}

interface EventRow {
  event_id: number;
  module: string;
  kind: 'promote' | 'rollback' | 'pin' | 'follow';
  channel: TReleaseChannel | null;
  hospital_id: number | null;
  release_id: number | null;
}

/**
 * The current state, replayed from the append-only event log: each channel is a stack (a
 * promotion pushes, a rollback pops back to the release before), each hospital follows a channel
 * (stable unless told) or is pinned to a release.
 */
export class ReleaseState {
  private readonly stacks = new Map<string, (number | null)[]>();
  private readonly hospitals = new Map<string, { channel: TReleaseChannel; pin: number | null }>();
  constructor(events: readonly EventRow[]) {
    for (const e of events) {
      if (e.kind === 'promote') this.stack(e.module, e.channel!).push(e.release_id);
      else if (e.kind === 'rollback') {
        const s = this.stack(e.module, e.channel!);
        if (s.length > 1) s.pop();
      } else if (e.kind === 'pin') this.hospitals.set(`${e.module}:${e.hospital_id}`, { channel: this.hospital(e.module, e.hospital_id!).channel, pin: e.release_id });
      else this.hospitals.set(`${e.module}:${e.hospital_id}`, { channel: e.channel!, pin: null });
    }
  }
  private stack(module: string, channel: TReleaseChannel): (number | null)[] {
    const key = `${module}:${channel}`;
    let s = this.stacks.get(key);
    if (!s) this.stacks.set(key, (s = [null]));
    return s;
  }
  /** The release of a channel (null: the built-in files). */
  channel(module: string, channel: TReleaseChannel): number | null {
    return this.stack(module, channel).at(-1)!;
  }
  /** The release the channel goes back to on a rollback (undefined: nothing to go back to). */
  previous(module: string, channel: TReleaseChannel): number | null | undefined {
    const s = this.stack(module, channel);
    return s.length > 1 ? s.at(-2)! : undefined;
  }
  hospital(module: string, hospitalId: number): { channel: TReleaseChannel; pin: number | null } {
    return this.hospitals.get(`${module}:${hospitalId}`) ?? { channel: 'stable', pin: null };
  }
  /** The release a hospital runs (null: the built-in files); no hospital (a system administrator): stable. */
  runs(module: string, hospitalId: number | null): number | null {
    if (hospitalId === null) return this.channel(module, 'stable');
    const h = this.hospital(module, hospitalId);
    return h.pin ?? this.channel(module, h.channel);
  }
}

export async function loadState(db: Kysely<DB>, module?: TModuleId): Promise<ReleaseState> {
  let q = db.selectFrom('module_release_event').select(['event_id', 'module', 'kind', 'channel', 'hospital_id', 'release_id']).orderBy('event_id');
  if (module) q = q.where('module', '=', module);
  const rows = await q.execute();
  return new ReleaseState(rows.map((r) => ({ ...r, event_id: Number(r.event_id) })));
}

/**
 * What the shell loads for a hospital: per licensed module with a release assigned, its entry URL
 * and integrity. With `accountId`, that account's QA overrides replace its hospital's releases.
 */
export async function assignment(db: Kysely<DB>, hospitalId: number | null, accountId?: number): Promise<TReleaseAssignment> {
  const state = await loadState(db);
  const licensed = new Set<string>(ALWAYS_ON_MODULES);
  if (hospitalId === null) MODULE_IDS.forEach((m) => licensed.add(m));
  else {
    const rows = await db.selectFrom('hospital_module as hm').select('hm.module').where('hm.hospital_id', '=', hospitalId).where(licenceInForce('hm')).execute();
    rows.forEach((r) => licensed.add(r.module));
  }
  const overrides = accountId === undefined ? new Map<string, number>() : await overridesOf(db, accountId);
  const wanted = MODULE_IDS.flatMap((m) => {
    const id = licensed.has(m) ? (overrides.get(m) ?? state.runs(m, hospitalId)) : null;
    return id === null ? [] : [[m, id] as const];
  });
  const remotes: TReleaseAssignment['remotes'] = {};
  if (!wanted.length) return { remotes };
  const releases = await db
    .selectFrom('module_release')
    .select(['release_id', 'module', 'version', 'entry', 'entry_integrity'])
    .where(
      'release_id',
      'in',
      wanted.map(([, id]) => id),
    )
    .execute();
  for (const r of releases) {
    const m = r.module as TModuleId;
    remotes[m] = { name: federationName(m), version: r.version, entry: releaseFileUrl(m, r.version, r.entry), integrity: r.entry_integrity };
    if (overrides.get(m) === r.release_id) remotes[m].qa_override = true;
  }
  return { remotes };
}

export async function releaseOf(db: Kysely<DB>, module: TModuleId, version: string) {
  const r = await db
    .selectFrom('module_release')
    .select(['release_id', 'version', 'contract_major', 'shell_range', 'smoke_test', 'hotfix'])
    .where('module', '=', module)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!r) throw new NotFoundError(RELEASE_MSG.unknownRelease(module, version));
  return r;
}

async function activeHospitals(db: Kysely<DB>) {
  return db.selectFrom('hospital').select(['hospital_id', 'name']).orderBy('hospital_id').execute();
}

/** The hospitals that follow a channel and are not pinned: those a move of the channel reaches. */
async function followers(db: Kysely<DB>, state: ReleaseState, module: string, channel: TReleaseChannel): Promise<number[]> {
  return (await activeHospitals(db))
    .filter((h) => {
      const a = state.hospital(module, h.hospital_id);
      return a.pin === null && a.channel === channel;
    })
    .map((h) => h.hospital_id);
}

type MoveBody = (
  | { kind: 'promote'; module: TModuleId; version: string; channel: TReleaseChannel }
  | { kind: 'rollback'; module: TModuleId; channel: TReleaseChannel }
  | { kind: 'pin'; module: TModuleId; version: string; hospital_id: number }
  | { kind: 'follow'; module: TModuleId; channel: TReleaseChannel; hospital_id: number }
) & { reason?: string };

/**
 * One move of the registry, as an append-only event with its audit row, in one transaction that
 * holds the module's lock (moves of a module are serialised, so a rollback pops what it saw).
 */
export async function move(db: Kysely<DB>, caller: Caller, shellVersion: string, m: MoveBody, audit: RouteAudit, language: Language = 'vi'): Promise<TReleaseMoveResult> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`module-release:${m.module}`}))`.execute(tx);
    const state = await loadState(tx, m.module);
    let releaseId: number | null = null;
    let version: string | null = null;
    let hospitalIds: number[];
    if (m.kind === 'pin' || m.kind === 'follow') {
      const h = await tx.selectFrom('hospital').select('hospital_id').where('hospital_id', '=', m.hospital_id).executeTakeFirst();
      if (!h) throw new NotFoundError(RELEASE_MSG.unknownHospital);
      hospitalIds = [m.hospital_id];
    } else hospitalIds = await followers(tx, state, m.module, m.channel);
    if (m.kind === 'promote' || m.kind === 'pin') {
      const r = await releaseOf(tx, m.module, m.version);
      const refusal = promotionRefusal(r, shellVersion, m.kind === 'promote' ? m.channel : null, language);
      if (refusal) throw new ConflictError(refusal);
      if (m.kind === 'promote' && state.channel(m.module, m.channel) === r.release_id) throw new ConflictError(RELEASE_MSG.alreadyThere(r.version, m.channel));
      releaseId = r.release_id;
      version = r.version;
    } else if (m.kind === 'rollback') {
      const back = state.previous(m.module, m.channel);
      if (back === undefined) throw new ConflictError(RELEASE_MSG.nothingToRollBack(m.channel));
      releaseId = back;
      if (back !== null) version = (await tx.selectFrom('module_release').select('version').where('release_id', '=', back).executeTakeFirstOrThrow()).version;
    } else {
      const ch = state.channel(m.module, m.channel);
      releaseId = ch;
      if (ch !== null) version = (await tx.selectFrom('module_release').select('version').where('release_id', '=', ch).executeTakeFirstOrThrow()).version;
    }
    const reason = m.reason?.trim() || null;
    let hotfix = false;
    if (m.module === 'survey') {
      // The campaign freeze: a hospital whose survey is open keeps its survey module, unless a hotfix.
      const target = releaseId === null ? null : await tx.selectFrom('module_release').select('hotfix').where('release_id', '=', releaseId).executeTakeFirstOrThrow();
      hotfix = !!target?.hotfix;
      const changed = hospitalIds.filter((h) => state.runs(m.module, h) !== releaseId);
      const refusal = await freezeRefusal(tx, changed, target, reason ?? undefined, language);
      if (refusal) throw new ConflictError(refusal);
    }
    const row = await tx
      .insertInto('module_release_event')
      .values({
        module: m.module,
        kind: m.kind,
        channel: m.kind === 'pin' ? null : m.channel,
        hospital_id: m.kind === 'pin' || m.kind === 'follow' ? m.hospital_id : null,
        // A rollback names the release the channel goes back to (null: the built-in files).
        release_id: m.kind === 'follow' ? null : releaseId,
        reason,
        created_by: caller.accountId,
      })
      .returning('event_id')
      .executeTakeFirstOrThrow();
    const eventId = Number(row.event_id);
    await audit(tx, {
      id: eventId,
      hospitalId: m.kind === 'pin' || m.kind === 'follow' ? m.hospital_id : null,
      after: { module: m.module, kind: m.kind, channel: 'channel' in m ? m.channel : null, version, hospitals: hospitalIds, ...(reason ? { reason, hotfix } : {}) },
    });
    return { event_id: eventId, module: m.module, version, hospital_ids: hospitalIds };
  });
}

/** The registry screen: per module its releases and their checks, channels, hospitals, and history. */
export async function overview(db: Kysely<DB>, shellVersion: string, language: Language = 'vi'): Promise<TReleaseOverview> {
  const state = await loadState(db);
  const hospitals = await activeHospitals(db);
  const releases = await db
    .selectFrom('module_release as r')
    .leftJoin('tai_khoan as tk', 'tk.tai_khoan_id', 'r.created_by')
    .select([
      'r.release_id',
      'r.module',
      'r.version',
      'r.contract_major',
      'r.shell_range',
      'r.commit_sha',
      'r.smoke_test',
      'r.hotfix',
      'r.created_at',
      'tk.ten_tai_khoan as by',
      sql<number>`(SELECT count(*)::int FROM module_release_file f WHERE f.release_id = r.release_id)`.as('files'),
      sql<number>`(SELECT coalesce(sum(f.size), 0)::int FROM module_release_file f WHERE f.release_id = r.release_id)`.as('size'),
    ])
    .orderBy('r.release_id', 'desc')
    .execute();
  const events = await db
    .selectFrom('module_release_event as e')
    .leftJoin('tai_khoan as tk', 'tk.tai_khoan_id', 'e.created_by')
    .leftJoin('hospital as h', 'h.hospital_id', 'e.hospital_id')
    .leftJoin('module_release as r', 'r.release_id', 'e.release_id')
    .select(['e.event_id', 'e.module', 'e.kind', 'e.channel', 'h.name as hospital', 'r.version', 'e.reason', 'e.created_at', 'tk.ten_tai_khoan as by'])
    .orderBy('e.event_id', 'desc')
    .limit(1000)
    .execute();
  const versionOf = new Map(releases.map((r) => [r.release_id, r.version]));
  const frozen = await openSurveys(
    db,
    hospitals.map((h) => h.hospital_id),
    language,
  );
  const v = (id: number | null) => (id === null ? null : (versionOf.get(id) ?? null));
  const modules: TReleaseModuleOverview[] = MODULE_IDS.map((module) => ({
    module,
    releases: releases
      .filter((r) => r.module === module)
      .map((r) => ({
        release_id: r.release_id,
        version: r.version,
        contract_major: r.contract_major,
        shell_range: r.shell_range,
        commit: r.commit_sha,
        smoke_test: r.smoke_test,
        hotfix: r.hotfix,
        files: r.files,
        size: r.size,
        created_at: toWireTime(r.created_at as unknown as Date),
        created_by: r.by ?? null,
        blocked_stable: promotionRefusal(r, shellVersion, 'stable', language),
        blocked: promotionRefusal(r, shellVersion, 'pilot', language),
      })),
    channels: RELEASE_CHANNELS.map((channel) => ({
      channel,
      version: v(state.channel(module, channel)),
      hospitals: hospitals
        .filter((h) => {
          const a = state.hospital(module, h.hospital_id);
          return a.pin === null && a.channel === channel;
        })
        .map((h) => ({ hospital_id: h.hospital_id, name: h.name })),
    })),
    hospitals: hospitals.map((h) => {
      const a = state.hospital(module, h.hospital_id);
      return {
        hospital_id: h.hospital_id,
        name: h.name,
        channel: a.pin === null ? a.channel : null,
        pinned: v(a.pin),
        runs: v(state.runs(module, h.hospital_id)),
        frozen: module === 'survey' ? (frozen.get(h.hospital_id) ?? null) : null,
      };
    }),
    events: events
      .filter((e) => e.module === module)
      .map((e) => ({
        event_id: Number(e.event_id),
        kind: e.kind,
        channel: e.channel,
        hospital: e.hospital ?? null,
        version: e.version ?? null,
        reason: e.reason ?? null,
        created_at: toWireTime(e.created_at as unknown as Date),
        created_by: e.by ?? null,
      })),
  }));
  return { shell_version: shellVersion, contract_major: CONTRACT_MAJOR, modules };
}
