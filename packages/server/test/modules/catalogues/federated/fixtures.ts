import type { TPercentiles } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../src/db/schema.js';
import { takeSnapshot } from '../../../../src/modules/dashboard/snapshot-compute.js';
import { generateResponses, insertResponses, instrumentVersion, referenceStructure } from '../../dashboard/fixtures.js';

export const F = '/votesafety/v1/diem-chuan-lien-ket';

/** A closed SOPS 2.0 version of one hospital with `n` valid complete respondents (one unit, one position), snapshot taken. */
export async function closedVersion(db: Kysely<DB>, hospitalId: number, n: number, seed: number): Promise<number> {
  const id = await instrumentVersion(db, { instrument: 'HSOPS2', owner: hospitalId, hospitals: [hospitalId] });
  const s = await referenceStructure(db, id);
  const unit = s.questions.find((q) => q.role === 'unit')!.values[0]!;
  const position = s.questions.find((q) => q.role === 'position')!.values[0]!;
  await insertResponses(db, id, generateResponses(s, [{ hospital_id: hospitalId, don_vi: unit, vi_tri: position, valid: n }], seed));
  await takeSnapshot(db, id, 'request');
  return id;
}

/**
 * The test's own percentile: written from the definition (R's type 7) without the product's code:
 * rank h = 1 + (n − 1)·p on the sorted values, interpolated between the ranks around it, one decimal.
 */
export function expectedPercentiles(values: number[]): TPercentiles {
  const x = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    const h = 1 + (x.length - 1) * p;
    const below = x[Math.floor(h) - 1]!;
    const above = x[Math.min(Math.ceil(h), x.length) - 1]!;
    return Math.round((below + (h - Math.floor(h)) * (above - below)) * 10) / 10;
  };
  return { p10: at(0.1), p25: at(0.25), p50: at(0.5), p75: at(0.75), p90: at(0.9) };
}

/** A valid submission body of the seeded SOPS 2.0 codes with the given composite figure. */
export function submission(hospitalKey: string, versionKey: string, sentAt: Date, value: number, n = 20) {
  return {
    hospital_key: hospitalKey,
    version_key: versionKey,
    gui_luc: sentAt.toISOString(),
    instrument_code: 'HSOPS2',
    nam: 2026,
    so_nguoi_tra_loi: n,
    gia_tri: [
      { loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: value },
      { loai: 'item', ma: 'A1', ty_le_tich_cuc: value },
    ],
    dac_diem: { so_giuong: 300, so_huu: 'cong_lap', giang_day: false, ma_tinh: '01' },
  };
}
