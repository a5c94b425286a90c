import { fromWireTime } from '../../time.js';
import { VERSION_STATUS } from './version.js';

/**
 * What a version's status means to a person, from `status_khao_sat` (1/2/3 on the wire), whether
 * it was started and its window: `draft` not started; `scheduled` started but its window opens
 * later; `open` taking votes; `ended` its window is over but nobody closed it; `paused`; `closed`.
 * The server's vote check (voting/eligibility.ts) refuses exactly what is not `open`.
 * @example versionPhase({ status_khao_sat: 1, started_at: '2026-11-24 08:00:00', time_start: '2026-11-25 07:00:00', time_end: '2026-12-25 17:00:00' }, now) // 'scheduled'
 */
export type TVersionPhase = 'draft' | 'scheduled' | 'open' | 'ended' | 'paused' | 'closed';

export interface VersionPhaseInput {
  status_khao_sat: number;
  started_at: string | null;
  time_start: string;
  time_end: string;
}

export function versionPhase(v: VersionPhaseInput, now: Date = new Date()): TVersionPhase {
  if (v.status_khao_sat === VERSION_STATUS.closed) return 'closed';
  if (v.status_khao_sat === VERSION_STATUS.paused) return 'paused';
  if (!v.started_at) return 'draft';
  const start = fromWireTime(v.time_start);
  const end = fromWireTime(v.time_end);
  if (start && now < start) return 'scheduled';
  if (end && now >= end) return 'ended';
  return 'open';
}
