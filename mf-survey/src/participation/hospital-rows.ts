import type { TComboItem, THospitalVersion } from '@hm/contract';

export interface HospitalRow {
  hospital_id: number;
  name: string;
  joined: boolean;
  tong_so: number;
  da_binh_chon: number;
}

/**
 * The hospitals one may choose for a version: those in the caller's scope, plus those already
 * running it (a system administrator's campaign may hold hospitals outside the list), by name.
 * @example hospitalRows([{ id: 1, name: 'BV A' }], []) // [{ hospital_id: 1, name: 'BV A', joined: false, … }]
 */
export function hospitalRows(scope: TComboItem[], running: THospitalVersion[]): HospitalRow[] {
  const byId = new Map<number, HospitalRow>();
  for (const h of scope) byId.set(h.id, { hospital_id: h.id, name: h.name, joined: false, tong_so: 0, da_binh_chon: 0 });
  for (const r of running) byId.set(r.hospital_id, { hospital_id: r.hospital_id, name: r.name, joined: true, tong_so: r.tong_so, da_binh_chon: r.da_binh_chon });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'vi'));
}
