import { FEEDBACK_REPORT_STEPS, type TFeedbackReportJob, type TFeedbackReportStep } from '@hm/contract';
import { JobStore, type JobRowBase } from '../background-job/job-store.js';

/**
 * The rows of `feedback_report_job` (migration 016): one per generation asked for, with its
 * progress (step n of STEPS), its PDF and why it failed, in the background jobs' one store.
 */

export const STEPS = FEEDBACK_REPORT_STEPS.length;

export const JOB_MSG = {
  interrupted: 'Quá trình tạo báo cáo bị gián đoạn (máy chủ đã khởi động lại). Vui lòng tạo lại báo cáo.',
} as const;

export interface JobMeta extends JobRowBase {
  bao_cao_id: number;
  step: number;
  steps: number;
  step_key: string | null;
  pdf_size: number | null;
}

export const feedbackJobs = new JobStore<JobMeta, TFeedbackReportJob>({
  table: 'feedback_report_job',
  id: 'bao_cao_id',
  file: 'pdf',
  size: 'pdf_size',
  progress: ['step', 'steps', 'step_key'],
  // A new job has its steps to go, a claimed one runs its first step, a finished one has done them all.
  onInsert: { steps: STEPS },
  onClaim: { step: 1, step_key: FEEDBACK_REPORT_STEPS[0] },
  onFinish: { step: STEPS, step_key: null },
  onFail: { step_key: null },
  interrupted: JOB_MSG.interrupted,
  wire: (r, common) => ({
    bao_cao_id: r.bao_cao_id,
    step: r.step,
    steps: r.steps,
    step_key: (FEEDBACK_REPORT_STEPS as readonly string[]).includes(r.step_key ?? '') ? (r.step_key as TFeedbackReportStep) : null,
    ...common,
  }),
});

/** The step a running job has reached (1-based), which also proves it is alive. */
export const setStep = (db: Parameters<typeof feedbackJobs.progress>[0], id: number, step: TFeedbackReportStep): Promise<void> =>
  feedbackJobs.progress(db, id, { step: FEEDBACK_REPORT_STEPS.indexOf(step) + 1, step_key: step });
