import type { TSurveyVersionRow } from '@hm/contract';
import type { SurveyPermissions } from '../shared/permissions';

/** Pages a version row links to, with the route and its query string. */
export const VERSION_LINKS = {
  detail: 'KhaoSat/KhaoSatDetail',
  campaign: 'KhaoSat/ChienDich',
  edit: 'KhaoSat/FormPhienBan',
  parts: 'KhaoSat/FormPhanCauHoi',
  questions: 'KhaoSat/FormCauHoi',
  composites: 'Composite',
  hospitals: 'KhaoSat/MSettingBenhVien',
  staff: 'KhaoSat/MSettingUser',
  participation: 'KhaoSat/TableUser',
  groups: 'KhaoSat/GroupUserByBV',
} as const;
export type VersionLink = keyof typeof VERSION_LINKS;

/** Calls a version row can make (each asks for confirmation first). */
export type VersionCommand = 'start' | 'invite' | 'remind' | 'pause' | 'close' | 'hide' | 'restore' | 'delete' | 'duplicate' | 'copyLink';
export type VersionAction = VersionLink | VersionCommand;

/** Whether an action opens a page (else it is a call). */
export const isVersionLink = (a: VersionAction): a is VersionLink => a in VERSION_LINKS;

/**
 * What a user may do with a version row, in menu order. The server decides in the end; this
 * only hides what would be refused: a closed version (2) is final, a campaign (no hospital) is
 * edited by system administrators only, a hidden version can only be viewed, restored or deleted.
 * @example versionActions(row, perms).includes('start')
 */
export function versionActions(v: TSurveyVersionRow, p: SurveyPermissions): VersionAction[] {
  const write = p.write && (v.hospital_id !== null || p.systemAdmin);
  if (v.tam_ngung) return write ? ['detail', 'restore', 'delete'] : ['detail'];
  const closed = v.status_khao_sat === 2;
  const running = v.status_khao_sat === 1 && v.started_at !== null;
  const out: VersionAction[] = ['detail', 'campaign'];
  if (write && !closed) out.push('edit');
  if (p.write) out.push('duplicate');
  if (running) out.push('copyLink');
  out.push('parts', 'questions', 'composites');
  if (write && !closed) out.push('hospitals', 'staff');
  out.push('participation', 'groups');
  if (write && (v.status_khao_sat === 3 || (v.status_khao_sat === 1 && v.started_at === null))) out.push('start');
  if (p.mail && running) out.push('invite', 'remind');
  if (write && running) out.push('pause');
  if (write && !closed) out.push('close');
  if (write) out.push('hide', 'delete');
  return out;
}

/** `versionUpdate` body that restores a hidden version unchanged (an update restores). */
export function restoreBody(v: TSurveyVersionRow) {
  return {
    phien_ban_id: v.phien_ban_id,
    language: v.language,
    tieu_de_khao_sat: v.tieu_de_khao_sat,
    tieu_de_khao_sat_en: v.tieu_de_khao_sat_en,
    mo_ta_khao_sat: v.mo_ta_khao_sat,
    mo_ta_khao_sat_en: v.mo_ta_khao_sat_en,
    noi_dung_khao_sat: v.noi_dung_khao_sat,
    noi_dung_khao_sat_en: v.noi_dung_khao_sat_en,
    time_start: v.time_start,
    time_end: v.time_end,
  };
}
