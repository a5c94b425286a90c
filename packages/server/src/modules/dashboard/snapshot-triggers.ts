import { VERSION_STATUS, type TComputeResult } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../auth/caller.js';
import { versionMinGroupSize } from './min-group-size.js';
import { dashboardScope } from './scope.js';
import { takeSnapshot } from './snapshot-compute.js';
import { snapshotJobs } from './snapshot-jobs.js';
import { latestSnapshot, responseCounts, snapshotAgeMs, snapshotMeta } from './snapshot-store.js';

/** Open for votes, or closed for now and able to reopen: new responses may still come. */
export const takesVotes = (status: number): boolean => status === VERSION_STATUS.open || status === 3;

export const SNAPSHOT_MSG = {
  tooFew: (needed: number, fresh: number) =>
    `Phiên bản khảo sát đang mở: dữ liệu chỉ được tính lại khi có thêm ít nhất ${needed} phiếu hợp lệ mới kể từ lần tính trước (hiện có ${fresh}), để không ai suy ra được câu trả lời của một người khi so sánh hai lần tính.`,
} as const;

/** Valid complete responses not yet in the figures, and how many are needed for a new snapshot. */
async function freshResponses(db: Kysely<DB>, versionId: number): Promise<{ fresh: number; needed: number }> {
  const [last, now, needed] = await Promise.all([latestSnapshot(db, versionId), responseCounts(db, versionId), versionMinGroupSize(db, versionId)]);
  return { fresh: now.respondents - (last?.respondents ?? 0), needed };
}

async function versionStatus(db: Kysely<DB>, versionId: number): Promise<number | null> {
  const v = await db.selectFrom('phien_ban_khao_sat').select('status_khao_sat').where('phien_ban_id', '=', versionId).executeTakeFirst();
  return v?.status_khao_sat ?? null;
}

/**
 * A version was closed for good: take its final snapshot. Awaited by the close call, so the
 * figures exist when it answers; a failure is logged and never undoes the close.
 */
export async function snapshotOnClose(db: Kysely<DB>, versionId: number): Promise<void> {
  const jobs = snapshotJobs(db);
  try {
    await jobs.exclusive(versionId, () => takeSnapshot(db, versionId, 'close'));
  } catch (err) {
    jobs.log.error({ err, phien_ban_id: versionId }, 'snapshot on close failed');
  }
}

/**
 * A vote was accepted: while the version takes votes, take a snapshot once N valid responses
 * arrived since the last one, and at least `minIntervalMs` (a minute) after it: a look that
 * finds the last snapshot too recent plans itself for when the minute is over, so the last
 * votes of a burst are in the figures a minute later at most. Fire and forget after the vote's
 * commit (the voter never waits); skipped when a compute of the version is already under way
 * here (the next vote looks again). The database is only asked after as many votes here as were
 * still missing at the last look (counting the responses scans the version's responses: not
 * once per vote). Other processes count their own votes, so with several a snapshot may come
 * later than the N-th response, never earlier.
 */
export function snapshotAfterVote(db: Kysely<DB>, versionId: number): void {
  const jobs = snapshotJobs(db);
  if (!jobs.voteArrived(versionId) || jobs.busy(versionId)) return;
  lookForThreshold(db, versionId);
}

function lookForThreshold(db: Kysely<DB>, versionId: number): void {
  const jobs = snapshotJobs(db);
  jobs
    .exclusive(versionId, async () => {
      const status = await versionStatus(db, versionId);
      if (status === null || !takesVotes(status)) return;
      const { fresh, needed } = await freshResponses(db, versionId);
      if (fresh < needed) return jobs.awaitVotes(versionId, needed - fresh);
      const wait = jobs.minIntervalMs - ((await snapshotAgeMs(db, versionId)) ?? Infinity);
      if (wait > 0) {
        jobs.awaitVotes(versionId, Infinity);
        return jobs.planLook(versionId, wait, () => lookForThreshold(db, versionId));
      }
      await takeSnapshot(db, versionId, 'threshold');
      jobs.awaitVotes(versionId, needed);
    })
    .catch((err: unknown) => jobs.log.error({ err, phien_ban_id: versionId }, 'threshold snapshot failed'));
}

/**
 * create-percent-data: a version that takes no more votes is always recomputed; one that does
 * only once N valid responses arrived since the last snapshot, else the reason is answered.
 */
export async function requestSnapshot(db: Kysely<DB>, caller: Caller, versionId: number): Promise<TComputeResult> {
  await dashboardScope(db, caller, versionId);
  return snapshotJobs(db).exclusive(versionId, async () => {
    const status = await versionStatus(db, versionId);
    if (status !== null && takesVotes(status)) {
      const { fresh, needed } = await freshResponses(db, versionId);
      if (fresh < needed) {
        const last = await latestSnapshot(db, versionId);
        return { computed: false, reason: SNAPSHOT_MSG.tooFew(needed, fresh), snapshot: last ? await snapshotMeta(db, last) : null };
      }
    }
    const s = await takeSnapshot(db, versionId, 'request');
    return { computed: true, reason: null, snapshot: await snapshotMeta(db, s) };
  });
}
