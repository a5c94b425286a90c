import { endpoints, type TDebriefJob, type TDebriefRequest } from '@hm/contract';
import { jobQueries } from './job-queries';

/** The debrief packs (issue 27 item 2), under the feedback report page's keys. */
const packs = jobQueries<TDebriefJob, TDebriefRequest>({
  key: ['debrief'],
  list: endpoints.debriefPackList,
  status: endpoints.debriefPackStatus,
  create: endpoints.debriefPackCreate,
  file: endpoints.debriefPackFile,
  idOf: (job) => job.debrief_id,
  fallbackName: 'debrief.zip',
});

export const debriefQueries = packs.queries;
/** My recent packs (a pack still being made is followed again when the page opens). */
export const useRecentPacks = packs.useRecent;
/** One pack followed every second until it is done or failed. */
export const usePackJob = packs.useJob;
/** Asks for the packs of every unit in the caller's scope. */
export const useCreatePack = packs.useCreate;
/** Saves a finished pack's zip under its name. */
export const useDownloadPack = packs.useDownload;
