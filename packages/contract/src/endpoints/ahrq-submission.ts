import { ep } from '../endpoint.js';
import { ZAhrqSubmissionQuery } from '../entities/ahrq-submission.js';
import { FN } from '../functions.js';

const D = '/votesafety/v1/dash-board';
/** Same module and function as the raw export beside them (docs/decisions/ahrq-submission-files.md). */
const exportRule = { module: 'dashboard', fn: FN.rawDataExport, file: true } as const;

/**
 * The AHRQ SOPS Hospital Database submission files (issue 14): xlsx streams, like the raw export.
 * The respondent file is respondent-level data (its own function, audited); the site file goes
 * with it and shares its Site IDs.
 */
export const ahrqSubmissionEndpoints = {
  ahrqRespondentExport: ep({
    method: 'GET',
    path: `${D}/xuat-ahrq-respondent`,
    ...exportRule,
    audit: { entity: 'phien_ban_khao_sat', action: 'xuat-ahrq-respondent' },
    summary: 'Xuất tệp người trả lời nộp cơ sở dữ liệu AHRQ (xlsx; ghi nhật ký)',
    query: ZAhrqSubmissionQuery,
  }),
  ahrqSiteExport: ep({
    method: 'GET',
    path: `${D}/xuat-ahrq-site`,
    ...exportRule,
    audit: { entity: 'phien_ban_khao_sat', action: 'xuat-ahrq-site' },
    summary: 'Xuất tệp thông tin bệnh viện nộp cơ sở dữ liệu AHRQ (xlsx; ghi nhật ký)',
    query: ZAhrqSubmissionQuery,
  }),
};
