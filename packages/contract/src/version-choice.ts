import { VERSION_STATUS } from './entities/survey/version.js';

/**
 * What a version picker knows of a version: enough to choose the one a page opens on. The
 * dashboards' and reports' lists say whether the figures are ready (`has_snapshot`); the survey
 * pages' list says whether the version was started (`started_at`).
 */
export interface VersionChoice {
  phien_ban_id: number;
  /** Wire time `YYYY-MM-DD HH:mm:ss`: sorts as text. */
  time_start: string;
  status_khao_sat: number;
  has_snapshot?: boolean;
  started_at?: string | null;
}

/**
 * Versions newest first (by start, then by id).
 * @example sortVersionsNewestFirst([{ phien_ban_id: 2, time_start: '2024-03-01 07:00:00', status_khao_sat: 2 }, { phien_ban_id: 3, time_start: '2025-03-01 07:00:00', status_khao_sat: 2 }]).map((v) => v.phien_ban_id) // [3, 2]
 */
export const sortVersionsNewestFirst = <T extends VersionChoice>(versions: readonly T[]): T[] =>
  [...versions].sort((a, b) => b.time_start.localeCompare(a.time_start) || b.phien_ban_id - a.phien_ban_id);

/** Whether a version's figures are published: closed, with its snapshot when the list tells. */
const hasFigures = (v: VersionChoice) => v.status_khao_sat === VERSION_STATUS.closed && v.has_snapshot !== false;
/** Whether a version has taken votes: a draft never started is nobody's default. */
const started = (v: VersionChoice) => v.status_khao_sat === VERSION_STATUS.closed || v.started_at !== null;

/**
 * The version a page opens on when the address names none, the same on the dashboards, the
 * report viewer, the composites and the participation list: the newest (by start) whose figures
 * are published, else the newest started; undefined when none was started.
 * @example defaultVersionOf([{ phien_ban_id: 9, time_start: '2026-01-01 07:00:00', status_khao_sat: 1, has_snapshot: false }, { phien_ban_id: 3, time_start: '2025-03-01 07:00:00', status_khao_sat: 2, has_snapshot: true }])?.phien_ban_id // 3
 */
export function defaultVersionOf<T extends VersionChoice>(versions: readonly T[]): T | undefined {
  const sorted = sortVersionsNewestFirst(versions).filter(started);
  return sorted.find(hasFigures) ?? sorted[0];
}
