import type { TAhrqSubmissionQuery, TChannelSplit } from '@hm/contract';
import type { RouteAudit } from '../../../resources/route.js';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { type FileDownload, XLSX_TYPE } from '../../../resources/file-route.js';
import { setWidths, streamWorkbook } from '../../../http/xlsx-stream.js';
import type { Caller } from '../../../access/caller.js';
import { responseRates } from '../participation.js';
import { auditSubmission, SITE_ID, siteIdOf, submissionFileName, submissionScope } from './ahrq-submission.js';

/**
 * The site-level file's variables in the specification's column order (HS-1021: SiteID … ZipPlusFour,
 * then the contact), then the site characteristics the database registration asks for, then the
 * survey's mode of administration (docs/decisions/ahrq-submission-files.md, "Mode").
 */
export const SITE_HEADERS = [
  SITE_ID,
  'SiteName',
  'Address1',
  'Address2',
  'City',
  'State',
  'ZipCode',
  'ZipPlusFour',
  'ContactName',
  'ContactPhone',
  'ContactEmail',
  'LicensedBeds',
  'Ownership',
  'Teaching',
  'SurveyMode',
] as const;

/**
 * The mode of administration of a hospital's survey, from the channels it used (issued and not
 * void): ballot cards are answered on the web like links, paper questionnaires on paper. `Web`
 * when only links or cards, `Paper` when only paper, `Mixed` when both (the words of AHRQ's
 * database reports: web, paper, mixed mode).
 */
export function surveyMode(k: TChannelSplit | undefined): 'Web' | 'Paper' | 'Mixed' {
  const paper = (k?.paper.invited ?? 0) > 0;
  const web = (k?.link.invited ?? 0) + (k?.card.invited ?? 0) > 0;
  return paper ? (web ? 'Mixed' : 'Paper') : 'Web';
}

/** What the AHRQ specification requires of every site and a hospital may not have filled in yet. */
const REQUIRED = ['SiteName', 'ContactName', 'ContactPhone', 'ContactEmail'] as const;

const OWNERSHIP: Record<string, string> = { cong_lap: 'Public', tu_nhan: 'Private', khac: 'Other' };

interface SiteRow {
  hospital_id: number;
  name: string;
  dia_chi: string | null;
  ten_xa: string | null;
  ten_tinh: string | null;
  ma_tinh: string | null;
  nguoi_lien_he: string | null;
  so_dien_thoai: string | null;
  email: string | null;
  so_giuong: number | null;
  so_huu: string | null;
  giang_day: boolean | null;
}

const blank = (s: string | null): string | null => (s === null || s.trim() === '' ? null : s.trim());

/**
 * One site row of a Vietnamese hospital: the street address, then the commune or ward, the
 * province as City and its two-digit General Statistics Office code as State (two characters, as
 * the specification's State); no postal code is kept, so ZipCode and ZipPlusFour stay blank.
 */
export function siteValues(h: SiteRow, mode: ReturnType<typeof surveyMode>): Record<(typeof SITE_HEADERS)[number], string | number | null> {
  return {
    SiteID: siteIdOf(h.hospital_id),
    SiteName: blank(h.name),
    Address1: blank(h.dia_chi),
    Address2: blank(h.ten_xa),
    City: blank(h.ten_tinh),
    State: blank(h.ma_tinh),
    ZipCode: null,
    ZipPlusFour: null,
    ContactName: blank(h.nguoi_lien_he),
    ContactPhone: blank(h.so_dien_thoai),
    ContactEmail: blank(h.email),
    LicensedBeds: h.so_giuong,
    Ownership: h.so_huu ? (OWNERSHIP[h.so_huu] ?? null) : null,
    Teaching: h.giang_day === null ? null : h.giang_day ? 'Yes' : 'No',
    SurveyMode: mode,
  };
}

/**
 * xuat-ahrq-site: the site-level file of an AHRQ database submission (xlsx, one sheet, a header
 * row of variable names), one row per hospital of the respondent file (the same scope), named by
 * the same Site ID. Audited before the first byte, with the required fields still empty.
 */
export async function ahrqSiteExport(db: Kysely<DB>, caller: Caller, q: TAhrqSubmissionQuery, meta: { audit: RouteAudit; log: (e: unknown) => void }): Promise<FileDownload> {
  const scope = await submissionScope(db, caller, q);
  const ids = scope.hospitals.map((h) => h.hospital_id);
  const rows = ids.length
    ? await db
        .selectFrom('hospital as h')
        .select([
          'h.hospital_id',
          'h.name',
          'h.dia_chi',
          'h.ma_tinh',
          'h.nguoi_lien_he',
          'h.so_dien_thoai',
          'h.email',
          'h.so_giuong',
          'h.so_huu',
          'h.giang_day',
          sql<string | null>`(SELECT d.ten FROM don_vi_hanh_chinh d WHERE d.ma = h.ma_tinh)`.as('ten_tinh'),
          sql<string | null>`(SELECT d.ten FROM don_vi_hanh_chinh d WHERE d.ma = h.ma_xa)`.as('ten_xa'),
        ])
        .where('h.hospital_id', 'in', ids)
        .orderBy('h.name')
        .orderBy('h.hospital_id')
        .execute()
    : [];
  // The channels each hospital used: the dashboards' response rates split by channel (one computation).
  const rates = ids.length ? (await responseRates(db, caller, { phien_ban_id: q.phien_ban_id, ...(q.hospital_id ? { hospital_id: q.hospital_id } : {}) }, 'en')).hospitals : [];
  const sites = rows.map((h) => siteValues(h, surveyMode(rates.find((r) => r.hospital_id === h.hospital_id)?.kenh)));
  await auditSubmission(db, meta.audit, q, {
    sites: sites.map((s) => ({ site_id: s.SiteID, missing: REQUIRED.filter((k) => s[k] === null) })),
  });

  const body = streamWorkbook(async (workbook) => {
    const sheet = workbook.addWorksheet('Site', { views: [{ state: 'frozen', ySplit: 1 }] });
    setWidths(sheet, [8, 36, 36, 24, 20, 7, 9, 12, 24, 16, 28, 13, 11, 9, 11]);
    sheet.addRow([...SITE_HEADERS]).commit();
    for (const s of sites) sheet.addRow(SITE_HEADERS.map((k) => s[k])).commit();
    sheet.commit();
  }, meta.log);
  return { filename: submissionFileName('site', scope, q.hospital_id), contentType: XLSX_TYPE, body };
}
