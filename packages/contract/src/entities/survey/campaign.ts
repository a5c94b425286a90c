import { z } from 'zod';
import { ZId } from '../../common.js';
import { ZMailTemplate, ZSendMailResult } from './mail.js';

/**
 * The campaign page of a version (docs/decisions/campaign-page.md): its steps in order with their
 * state and whether their one next action can run now, live participation against the hospital's
 * target, per department and per channel, and the mails that failed.
 */

/** The steps of a campaign, in the order a quality manager runs them. */
export const CAMPAIGN_STEPS = ['questionnaire', 'participants', 'texts', 'schedule', 'start', 'reminders', 'close', 'results'] as const;
export const ZCampaignStep = z.enum(CAMPAIGN_STEPS);
export type TCampaignStep = z.infer<typeof ZCampaignStep>;

/**
 * The channels through which staff are invited and counted, each person through exactly one.
 * Add a channel here and its counter in the server's `modules/campaign/channels.ts`.
 */
export const CAMPAIGN_CHANNELS = ['link', 'card', 'paper'] as const;
export const ZCampaignChannel = z.enum(CAMPAIGN_CHANNELS);
export type TCampaignChannel = z.infer<typeof ZCampaignChannel>;
/** Each channel's name in vi and en, wherever a rate is split by channel (dashboards, reports, the feedback report PDF). */
export const CHANNEL_NAMES = {
  link: { vi: 'Liên kết cá nhân', en: 'Personal link' },
  card: { vi: 'Thẻ bình chọn', en: 'Ballot card' },
  paper: { vi: 'Phiếu giấy', en: 'Paper questionnaire' },
} as const satisfies Record<TCampaignChannel, { vi: string; en: string }>;

/** `done`: nothing left to do; `todo`: to do now; `optional`: the product's default serves; `waiting`: for an earlier step or the calendar. */
export const ZCampaignStepState = z.enum(['done', 'todo', 'optional', 'waiting']);
export type TCampaignStepState = z.infer<typeof ZCampaignStepState>;

/** Why a step's action cannot run now (the page words each one). */
export const ZCampaignBlock = z.enum(['noPermission', 'noQuestions', 'noParticipants', 'notStarted', 'alreadySent', 'closed', 'ended', 'notClosed', 'template']);
export type TCampaignBlock = z.infer<typeof ZCampaignBlock>;

export const ZCampaignStepView = z.object({
  step: ZCampaignStep,
  state: ZCampaignStepState,
  /** Whether its action can run now. */
  enabled: z.boolean(),
  /** Why not, when it cannot. */
  reason: ZCampaignBlock.nullable(),
  /** The step whose action unblocks it. */
  unblocked_by: ZCampaignStep.nullable(),
  /** Figures the page shows beside the step (counts, dates). */
  figures: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type TCampaignStepView = z.infer<typeof ZCampaignStepView>;

const ZTally = z.object({
  /** Invited staff (staff records). */
  invited: z.number().int(),
  ineligible: z.number().int(),
  /** Complete responses (AHRQ). */
  complete: z.number().int(),
  /** complete / (invited − ineligible) in percent, one decimal; null when nobody eligible. */
  rate: z.number().nullable(),
});

/** A department's tally; `name` null for staff records without a department. */
export const ZCampaignDepartment = ZTally.extend({ phong_ban_id: z.number().int().nullable(), name: z.string().nullable() });
export type TCampaignDepartment = z.infer<typeof ZCampaignDepartment>;

export const ZCampaignChannelTally = z.object({ channel: ZCampaignChannel, invited: z.number().int(), voted: z.number().int() });
export type TCampaignChannelTally = z.infer<typeof ZCampaignChannelTally>;

export const ZCampaignFailedMail = z.object({
  mail_id: z.number().int(),
  template: ZMailTemplate,
  to_name: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});

export const ZCampaignView = z.object({
  phien_ban_id: z.number().int(),
  /** The hospital the figures and the target are about. */
  hospital_id: z.number().int(),
  /** The hospital's target response rate in percent (`CAMPAIGN_TARGET_DEFAULT` until it sets one). */
  muc_tieu: z.number().int(),
  steps: z.array(ZCampaignStepView),
  total: ZTally,
  departments: z.array(ZCampaignDepartment),
  channels: z.array(ZCampaignChannelTally),
  mails: z.object({ pending: z.number().int(), failed: z.number().int(), recent_failed: z.array(ZCampaignFailedMail) }),
});
export type TCampaignView = z.infer<typeof ZCampaignView>;

/** The target response rate until the hospital sets its own (AHRQ's database reports 50–70 %). */
export const CAMPAIGN_TARGET_DEFAULT = 60;

export const ZCampaignQuery = z.object({ phien_ban_id: ZId, hospital_id: ZId.optional() });
export type TCampaignQuery = z.input<typeof ZCampaignQuery>;

export const ZCampaignTargetSave = z.object({
  phien_ban_id: ZId,
  hospital_id: ZId,
  muc_tieu: z.coerce
    .number({ message: 'Mục tiêu phải là số phần trăm' })
    .int('Mục tiêu phải là số nguyên phần trăm')
    .min(1, 'Mục tiêu từ 1 đến 100 %')
    .max(100, 'Mục tiêu từ 1 đến 100 %'),
});
export type TCampaignTargetSave = z.input<typeof ZCampaignTargetSave>;
export const ZCampaignTarget = z.object({ phien_ban_id: z.number().int(), hospital_id: z.number().int(), muc_tieu: z.number().int() });

export const ZCampaignVersionBody = z.object({ phien_ban_id: ZId, hospital_id: ZId.optional() });

/** Start and send: staff invited by the start, and the invitations written to the outbox. */
export const ZCampaignStartResult = ZSendMailResult.extend({
  /** Whether this call started (or reopened) the version; false when it only sent what was not sent. */
  started: z.boolean(),
  participants: z.number().int(),
});
export type TCampaignStartResult = z.infer<typeof ZCampaignStartResult>;

export const ZCampaignRetryResult = z.object({ retried: z.number().int() });
