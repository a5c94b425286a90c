import type { TBenchmarkCode, TBenchmarkInstrument } from '@hm/contract';
import { loadStructure } from '../../dashboard/survey-structure.js';
import type { Language } from '../../dashboard/language.js';
import { pick } from '../../survey-core/version-view.js';
import type { Db } from '../../../db/database.js';

/** The template versions of the instruments (the first of each code, not suspended). */
async function templates(db: Db): Promise<{ phien_ban_id: number; instrument_code: string; tieu_de_khao_sat: string; tieu_de_khao_sat_en: string }[]> {
  const rows = await db
    .selectFrom('phien_ban_khao_sat')
    .select(['phien_ban_id', 'instrument_code', 'tieu_de_khao_sat', 'tieu_de_khao_sat_en'])
    .where('is_template', '=', true)
    .where('hospital_id', 'is', null)
    .where('instrument_code', 'is not', null)
    .where('tam_ngung', '=', false)
    .orderBy('phien_ban_id')
    .execute();
  const first = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!first.has(r.instrument_code!)) first.set(r.instrument_code!, r);
  return [...first.values()].map((r) => ({ ...r, instrument_code: r.instrument_code! }));
}

/**
 * The codes a benchmark set of an instrument may carry, from the instrument's template: its
 * active composites (`ma_composite`) and its scored items (`ma_cauhoi`, outside the background
 * parts), in form order, named in `language`.
 */
async function codesOf(db: Db, templateId: number, language: Language): Promise<TBenchmarkCode[]> {
  const s = await loadStructure(db, templateId, language);
  const compositeOf = new Map<number, string>();
  for (const k of s.composites) for (const id of k.cauhoi_ids) if (!compositeOf.has(id)) compositeOf.set(id, k.ma_composite);
  return [
    ...s.composites.map((k) => ({ loai: 'composite' as const, ma: k.ma_composite, ten: k.name, ma_composite: null })),
    ...[...s.questions.values()]
      .filter((q) => q.scored)
      .map((q) => ({ loai: 'item' as const, ma: q.ma_cauhoi, ten: q.ten_cauhoi, ma_composite: compositeOf.get(q.cauhoi_id) ?? null })),
  ];
}

/** `diem-chuan/bo-cau-hoi`: every instrument with a template, with its codes. */
export async function benchmarkInstruments(db: Db, language: Language): Promise<TBenchmarkInstrument[]> {
  const out: TBenchmarkInstrument[] = [];
  for (const t of await templates(db)) {
    out.push({ instrument_code: t.instrument_code, ten: pick(t.tieu_de_khao_sat, t.tieu_de_khao_sat_en, language), codes: await codesOf(db, t.phien_ban_id, language) });
  }
  return out;
}

/** The codes of one instrument, or null when the product has no template of it. */
export async function instrumentCodes(db: Db, instrumentCode: string): Promise<TBenchmarkCode[] | null> {
  const t = (await templates(db)).find((x) => x.instrument_code === instrumentCode);
  return t ? codesOf(db, t.phien_ban_id, 'vi') : null;
}
