import type { TSurveyVersion, TSurveyVersionCreate, TSurveyVersionUpdate, ZSurveyVersionCreate } from '@hm/contract';
import type { z } from 'zod';
import { defaultWindow } from '../shared/time';

export type VersionFormValues = TSurveyVersionCreate;
export type VersionFormOutput = z.output<typeof ZSurveyVersionCreate>;

/**
 * The form's starting values: the version's own, or an empty Vietnamese version of the given
 * hospital with the default window.
 * @example versionFormValues(undefined, 1).hospital_id // 1
 */
export function versionFormValues(v: TSurveyVersion | undefined, hospitalId: number | null): VersionFormValues {
  if (!v) {
    return {
      hospital_id: hospitalId,
      language: 'vi',
      tieu_de_khao_sat: '',
      tieu_de_khao_sat_en: '',
      mo_ta_khao_sat: '',
      mo_ta_khao_sat_en: '',
      noi_dung_khao_sat: '',
      noi_dung_khao_sat_en: '',
      ...defaultWindow(),
    };
  }
  return {
    hospital_id: v.hospital_id,
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

/**
 * The update body from the validated form: the owner hospital never changes on update.
 * @example toUpdateBody(3, values) // { phien_ban_id: 3, language: 'vi', … } without hospital_id
 */
export function toUpdateBody(id: number, values: VersionFormOutput): TSurveyVersionUpdate {
  const { hospital_id: _owner, ...rest } = values;
  return { ...rest, phien_ban_id: id };
}

/** Why a version cannot be edited by this user, or null when it can. */
export function versionLockReason(v: TSurveyVersion | undefined, perms: { write: boolean; systemAdmin: boolean }): 'closed' | 'template' | 'campaign' | 'noWrite' | null {
  if (!perms.write) return 'noWrite';
  if (!v) return null;
  if (v.is_template) return 'template';
  if (v.status_khao_sat === 2) return 'closed';
  if (v.hospital_id === null && !perms.systemAdmin) return 'campaign';
  return null;
}
