import type { TDebriefJob } from '@hm/contract';
import { JobStore, type JobRowBase } from '../background-job/job-store.js';

/**
 * The rows of `debrief_job` (migration 032): one per debrief pack asked for, with its progress
 * (units printed of units), its zip and why it failed, in the background jobs' one store.
 */

export const DEBRIEF_JOB_MSG = {
  interrupted: 'Quá trình tạo bộ tài liệu khoa bị gián đoạn (máy chủ đã khởi động lại). Vui lòng tạo lại.',
} as const;

export interface DebriefJobMeta extends JobRowBase {
  debrief_id: number;
  done: number;
  units: number;
  zip_size: number | null;
}

export const debriefJobs = new JobStore<DebriefJobMeta, TDebriefJob>({
  table: 'debrief_job',
  id: 'debrief_id',
  file: 'zip',
  size: 'zip_size',
  progress: ['done', 'units'],
  // The units are known once the job has read which units it covers.
  onInsert: {},
  onClaim: { done: 0 },
  onFinish: {},
  onFail: {},
  interrupted: DEBRIEF_JOB_MSG.interrupted,
  wire: (r, common) => ({ debrief_id: r.debrief_id, done: r.done, units: r.units, ...common }),
});
