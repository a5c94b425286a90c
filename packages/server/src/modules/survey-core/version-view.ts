import { toWireTime, type TSurveyVersion, type TSurveyVersionRow, type TVersionStatus } from '@hm/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The version list's select: one row per version with its owner's name and response flag. */
export function selectVersions(db: Db) {
  return db
    .selectFrom('phien_ban_khao_sat as v')
    .leftJoin('hospital as h', 'h.hospital_id', 'v.hospital_id')
    .select([
      'v.phien_ban_id',
      'v.hospital_id',
      'h.name as hospital_name',
      'v.is_template',
      'v.instrument_code',
      'v.copied_from_id',
      'v.language',
      'v.tieu_de_khao_sat',
      'v.tieu_de_khao_sat_en',
      'v.mo_ta_khao_sat',
      'v.mo_ta_khao_sat_en',
      'v.noi_dung_khao_sat',
      'v.noi_dung_khao_sat_en',
      'v.time_start',
      'v.time_end',
      'v.created_at',
      'v.started_at',
      'v.status_khao_sat',
      'v.tam_ngung',
      sql<boolean>`(EXISTS (SELECT 1 FROM ket_qua k WHERE k.phien_ban_id = v.phien_ban_id) OR EXISTS (SELECT 1 FROM vote_hold h WHERE h.phien_ban_id = v.phien_ban_id))`.as(
        'co_ket_qua',
      ),
    ]);
}

type VersionDbRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['executeTakeFirstOrThrow']>>;

export function toVersion(r: VersionDbRow): TSurveyVersion {
  return {
    ...r,
    language: r.language as 'vi' | 'en',
    status_khao_sat: r.status_khao_sat as TVersionStatus,
    time_start: toWireTime(r.time_start),
    time_end: toWireTime(r.time_end),
    created_at: toWireTime(r.created_at),
    started_at: r.started_at ? toWireTime(r.started_at) : null,
  };
}

export function toVersionRow(r: VersionDbRow & { so_da_binh_chon: number; so_hoan_chinh: number; tong_so_nhan_vien: number }): TSurveyVersionRow {
  return { ...toVersion(r), so_da_binh_chon: r.so_da_binh_chon, so_hoan_chinh: r.so_hoan_chinh, tong_so_nhan_vien: r.tong_so_nhan_vien };
}

/** `x` in the asked language, falling back to the other one. */
export const pick = (vi: string, en: string, language: 'vi' | 'en'): string => (language === 'en' ? en || vi : vi || en);

/** The version's own texts resolved to one language (the `_en` fields stay as stored). */
export function localizeVersion<T extends TSurveyVersion>(v: T, language: 'vi' | 'en'): T {
  return {
    ...v,
    tieu_de_khao_sat: pick(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, language),
    mo_ta_khao_sat: pick(v.mo_ta_khao_sat, v.mo_ta_khao_sat_en, language),
    noi_dung_khao_sat: pick(v.noi_dung_khao_sat, v.noi_dung_khao_sat_en, language),
  };
}
