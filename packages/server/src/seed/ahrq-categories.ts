import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { HSOPS2, type ScaleOption } from '../modules/survey-core/instruments/index.js';

/** A row of an AHRQ category list as seeded (`phong_ban_ahrq` / `chuc_danh_ahrq`). */
export interface AhrqCategorySeed {
  ma: string;
  ten_vi: string;
  ten_en: string;
  nhom_vi: string | null;
  nhom_en: string | null;
  thu_tu: number;
}

/**
 * The categories are the answer options of the SOPS 2.0 background questions (sops-hospital.md
 * §1.6), taken from the seeded instrument so that both speak with one wording and the code's
 * number is the answer's value (SP07 = position answer 7). "Other, please specify" is plain
 * "Other" here: a category has no box to specify in.
 */
function categories(prefix: 'SP' | 'UA', options: readonly ScaleOption[]): AhrqCategorySeed[] {
  return options.map((o) => {
    const name = o.label.en === 'Other, please specify' ? { en: 'Other', vi: 'Khác' } : o.label;
    return { ma: `${prefix}${String(o.value).padStart(2, '0')}`, ten_vi: name.vi, ten_en: name.en, nhom_vi: o.group?.vi ?? null, nhom_en: o.group?.en ?? null, thu_tu: o.value };
  });
}

/** Staff positions 1–24 under the form's headings (Nursing, Medical, …): job titles map to these. */
export const AHRQ_STAFF_POSITIONS = categories('SP', HSOPS2.scales.position!);
/** Unit/work areas under the form's headings: departments map to these. */
export const AHRQ_UNITS = categories('UA', HSOPS2.scales.unit!);

/** Writes both lists; a code already there (an administrator's own) is left as it is. */
export async function seedAhrqCategories(trx: Transaction<DB>): Promise<void> {
  await trx
    .insertInto('chuc_danh_ahrq')
    .values(AHRQ_STAFF_POSITIONS)
    .onConflict((oc) => oc.column('ma').doNothing())
    .execute();
  await trx
    .insertInto('phong_ban_ahrq')
    .values(AHRQ_UNITS)
    .onConflict((oc) => oc.column('ma').doNothing())
    .execute();
}
