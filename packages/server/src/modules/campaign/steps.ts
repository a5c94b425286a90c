import { type TCampaignBlock, type TCampaignStep, type TCampaignStepView, toWireTime, versionPhase } from '@hm/contract';
import type { CampaignFacts } from './facts.js';

/** What the caller may do on the page (the server checks each call again). */
export interface CampaignRights {
  /** Change the version (KHAO_SAT_SUA, in scope; a campaign of several hospitals: system administrators). */
  write: boolean;
  /** Send survey mails (KHAO_SAT_GUI_MAIL). */
  mail: boolean;
}

type Block = [TCampaignBlock, TCampaignStep | null] | null;

/** The first reason that holds, with the step that lifts it. */
const firstBlock = (...checks: [boolean, TCampaignBlock, TCampaignStep | null][]): Block => {
  const hit = checks.find(([holds]) => holds);
  return hit ? [hit[1], hit[2]] : null;
};

/**
 * The steps of a campaign in order, each with its state and whether its one next action can run
 * now (else why, and which step unblocks it). Pure: the facts are read by `campaignFacts`.
 * @example campaignSteps(facts, { write: true, mail: true }, now).find((s) => s.step === 'start')?.reason // 'noParticipants'
 */
export function campaignSteps(f: CampaignFacts, rights: CampaignRights, now: Date = new Date()): TCampaignStepView[] {
  const phase = versionPhase(
    { status_khao_sat: f.status_khao_sat, started_at: f.started_at ? toWireTime(f.started_at) : null, time_start: toWireTime(f.time_start), time_end: toWireTime(f.time_end) },
    now,
  );
  const closed = phase === 'closed';
  const running = phase === 'open' || phase === 'scheduled';
  const eligible = f.invited - f.ineligible;
  const step = (s: TCampaignStep, state: TCampaignStepView['state'], block: Block, figures: TCampaignStepView['figures'] = {}): TCampaignStepView => ({
    step: s,
    state,
    enabled: block === null,
    reason: block?.[0] ?? null,
    unblocked_by: block?.[1] ?? null,
    figures,
  });
  const notStartedYet = phase === 'draft' || phase === 'paused';
  // A draft whose window is over is still a draft to `versionPhase`; nothing can start it.
  const timeUp = !closed && f.time_end <= now;

  return [
    step('questionnaire', f.questions > 0 ? 'done' : 'todo', null, { questions: f.questions }),
    step('participants', eligible > 0 ? 'done' : 'todo', null, { invited: f.invited, ineligible: f.ineligible, with_email: f.withEmail }),
    step('texts', f.customTexts ? 'done' : 'optional', null),
    step('schedule', f.closeAt || f.pendingReminders > 0 ? 'done' : 'optional', null, {
      time_start: toWireTime(f.time_start),
      time_end: toWireTime(f.time_end),
      close_at: f.closeAt ? toWireTime(f.closeAt) : null,
      reminders: f.pendingReminders,
    }),
    step(
      'start',
      closed || (!notStartedYet && f.toSend === 0) ? 'done' : f.questions > 0 && eligible > 0 ? 'todo' : 'waiting',
      firstBlock(
        [!rights.write || !rights.mail, 'noPermission', null],
        [closed, 'closed', null],
        [timeUp, 'ended', 'schedule'],
        [f.questions === 0, 'noQuestions', 'questionnaire'],
        [eligible === 0, 'noParticipants', 'participants'],
        [!notStartedYet && f.toSend === 0, 'alreadySent', null],
      ),
      { participants: eligible, to_send: f.toSend, phase },
    ),
    step(
      'reminders',
      closed || f.reminded > 0 || f.doneReminders > 0 ? 'done' : running ? 'todo' : 'waiting',
      firstBlock([!rights.mail, 'noPermission', null], [closed, 'closed', null], [notStartedYet, 'notStarted', 'start'], [timeUp, 'ended', 'close']),
      { not_voted: f.notVoted, reminded: f.reminded, scheduled: f.pendingReminders },
    ),
    step(
      'close',
      closed ? 'done' : phase === 'ended' ? 'todo' : 'waiting',
      firstBlock([!rights.write, 'noPermission', null], [closed, 'closed', null], [phase === 'draft', 'notStarted', 'start']),
      { close_at: f.closeAt ? toWireTime(f.closeAt) : null, time_end: toWireTime(f.time_end) },
    ),
    step('results', closed ? 'done' : 'waiting', closed ? null : ['notClosed', 'close']),
  ];
}
