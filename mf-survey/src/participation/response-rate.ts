import type { TStaffSurveyGroup } from '@hm/contract';

/**
 * AHRQ response rate in percent (one decimal): complete / (invited − ineligible); null when
 * nobody eligible was invited.
 * @example responseRate(30, 110, 10) // 30
 */
export function responseRate(complete: number, invited: number, ineligible: number): number | null {
  const eligible = invited - ineligible;
  if (eligible <= 0) return null;
  return Math.round((complete / eligible) * 1000) / 10;
}

/** The sum of every hospital's counts (the table's total row). */
export function sumGroups(groups: TStaffSurveyGroup[]): Omit<TStaffSurveyGroup, 'hospital_id' | 'name'> {
  const zero = { tong_so: 0, da_binh_chon: 0, chua_binh_chon: 0, hop_le: 0, khong_hop_le: 0, ineligible: 0 };
  return groups.reduce(
    (s, g) => ({
      tong_so: s.tong_so + g.tong_so,
      da_binh_chon: s.da_binh_chon + g.da_binh_chon,
      chua_binh_chon: s.chua_binh_chon + g.chua_binh_chon,
      hop_le: s.hop_le + g.hop_le,
      khong_hop_le: s.khong_hop_le + g.khong_hop_le,
      ineligible: s.ineligible + g.ineligible,
    }),
    zero,
  );
}

/** A rate for people: '42,5 %' in Vietnamese, '42.5 %' in English, '—' when none. */
export const formatRate = (rate: number | null, language: 'vi' | 'en'): string =>
  rate === null ? '—' : `${rate.toLocaleString(language === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 })} %`;
