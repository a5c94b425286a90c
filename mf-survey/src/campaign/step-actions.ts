import type { TCampaignStep, TCampaignStepView, TScreenCode } from '@hm/contract';

/** Steps whose action opens the screen that does it (with the version, and the hospital for the results). */
export const STEP_SCREENS: Partial<Record<TCampaignStep, TScreenCode>> = {
  questionnaire: 'KS_CAU_HOI',
  participants: 'KS_NHAN_VIEN',
  texts: 'KS_NOI_DUNG_THU',
  schedule: 'KS_PHIEN_BAN',
  results: 'DB_HOSPITAL',
};

/** Steps whose action is a call made from the campaign page itself, after one confirmation. */
export type StepCommand = 'start' | 'reminders' | 'close';
export const isStepCommand = (s: TCampaignStep): s is StepCommand => s === 'start' || s === 'reminders' || s === 'close';

/** The 1-based position of a step, as the page numbers them. */
export const stepNumber = (steps: readonly TCampaignStepView[], s: TCampaignStep): number => steps.findIndex((x) => x.step === s) + 1;

/**
 * The label key of a step's action: the start of a version already running only sends what was
 * not sent ('startMore').
 * @example actionKey(startStep) // 'campaign.action.start'
 */
export function actionKey(s: TCampaignStepView): string {
  if (s.step === 'start' && s.figures.phase !== 'draft' && s.figures.phase !== 'paused' && s.reason !== 'closed') return 'campaign.action.startMore';
  return `campaign.action.${s.step}`;
}

/** The step's figures in words: the texts' keys and their values, in the order the page shows them. */
export function figureLines(s: TCampaignStepView): [string, Record<string, unknown>][] {
  const f = s.figures;
  switch (s.step) {
    case 'texts':
      return [[s.state === 'done' ? 'campaign.figure.textsDone' : 'campaign.figure.textsDefault', {}]];
    case 'schedule':
      return [
        ['campaign.figure.schedule', f],
        ...(f.close_at ? ([['campaign.figure.scheduleClose', f]] as [string, Record<string, unknown>][]) : []),
        ...(Number(f.reminders) > 0 ? ([['campaign.figure.scheduleReminders', f]] as [string, Record<string, unknown>][]) : []),
      ];
    case 'close':
      return [[f.close_at ? 'campaign.figure.closeAuto' : 'campaign.figure.close', f]];
    case 'results':
      return s.state === 'done' ? [] : [['campaign.figure.results', {}]];
    default:
      return [[`campaign.figure.${s.step}`, f]];
  }
}
