import { AHRQ_SUBMISSION_INSTRUMENT, endpoints, type TDashboardVersion, toWireTime } from '@hm/contract';

/** The files of the page, in the order of its cards. */
export const EXPORT_FILES = ['raw', 'workingTime', 'ahrqRespondent', 'ahrqSite'] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

/** Why a file cannot be exported now (a key of `export.reasons`), or null when it can. */
export type Unavailable = 'noFunction' | 'open' | 'noSnapshot' | 'notSops2' | null;

/** The endpoint of each file. */
export const FILE_ENDPOINT = {
  raw: endpoints.rawDataExport,
  workingTime: endpoints.workingTimeExport,
  ahrqRespondent: endpoints.ahrqRespondentExport,
  ahrqSite: endpoints.ahrqSiteExport,
} as const;

/**
 * What the server would refuse, said before the click (the server checks again): the raw and
 * AHRQ files need their function and a closed version, the AHRQ files SOPS 2.0, the working
 * time a snapshot.
 * @example unavailable('ahrqSite', version, { rawExport: true }) // 'notSops2' for an HSOPSC 1.0 version
 */
export function unavailable(file: ExportFile, v: Pick<TDashboardVersion, 'instrument_code' | 'status_khao_sat' | 'has_snapshot'>, can: { rawExport: boolean }): Unavailable {
  if (file === 'workingTime') return v.has_snapshot ? null : 'noSnapshot';
  if (!can.rawExport) return 'noFunction';
  if (file !== 'raw' && v.instrument_code !== AHRQ_SUBMISSION_INSTRUMENT) return 'notSops2';
  return v.status_khao_sat === 2 ? null : 'open';
}

const BASE: Record<ExportFile, string> = { raw: 'du-lieu-tho', workingTime: 'thoi-gian-cong-tac', ahrqRespondent: 'AHRQ-HSOPS2-respondents', ahrqSite: 'AHRQ-HSOPS2-site' };

/**
 * `AHRQ-HSOPS2-site_v3_h1_2026-03-01.xlsx`: the file, the version, the hospital and the day (in
 * Asia/Ho_Chi_Minh), so that downloads do not overwrite each other.
 */
export function exportFileName(file: ExportFile, q: { phien_ban_id: number; hospital_id?: number | undefined }, o: { comments?: boolean; today?: Date } = {}): string {
  const base = file === 'raw' && o.comments ? 'du-lieu-tho-kem-y-kien' : BASE[file];
  return `${base}_v${q.phien_ban_id}${q.hospital_id ? `_h${q.hospital_id}` : ''}_${toWireTime(o.today ?? new Date()).slice(0, 10)}.xlsx`;
}
