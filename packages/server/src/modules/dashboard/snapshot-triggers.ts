import { VERSION_STATUS, type TComputeResult } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import { dashboardScope } from './scope.js';
import { takeSnapshot } from './snapshot-compute.js';
import { snapshotJobs } from './snapshot-jobs.js';
import { latestSnapshot, snapshotMeta } from './snapshot-store.js';

/** Open for votes, or paused and able to reopen: new responses may still come. */
export const takesVotes = (status: number): boolean => status === VERSION_STATUS.open || status === VERSION_STATUS.paused;

export const SNAPSHOT_MSG = {
  stillOpen:
    'Phiên bản khảo sát chưa kết thúc: điểm số chỉ được tính một lần, khi khảo sát đóng, để không ai suy ra được câu trả lời của một người khi so sánh hai lần tính. Tỷ lệ phản hồi vẫn được cập nhật trực tiếp.',
} as const;

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
 * create-percent-data: a closed version is recomputed (the same answers give the same figures);
 * one that still takes votes is not computed at all, and the reason is answered
 * (docs/privacy.md "The rule": scores are published once, when the version closes).
 */
export async function requestSnapshot(db: Kysely<DB>, caller: Caller, versionId: number): Promise<TComputeResult> {
  const scope = await dashboardScope(db, caller, versionId);
  if (takesVotes(scope.version.status_khao_sat)) return { computed: false, reason: SNAPSHOT_MSG.stillOpen, snapshot: null };
  return snapshotJobs(db).exclusive(versionId, async () => {
    const s = await takeSnapshot(db, versionId, 'request');
    return { computed: true, reason: null, snapshot: await snapshotMeta(db, s) };
  });
}

/** The version's published snapshot: none while it takes votes (an older one is never served). */
export async function publishedSnapshot(db: Kysely<DB>, versionId: number, status: number) {
  return takesVotes(status) ? null : latestSnapshot(db, versionId);
}
