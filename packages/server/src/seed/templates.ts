import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Instrument } from '../modules/survey-core/instruments/types.js';

/** A window that never closes: templates are never voted on, only copied. */
const TEMPLATE_WINDOW = { time_start: new Date('2000-01-01T00:00:00Z'), time_end: new Date('2100-01-01T00:00:00Z') };

/**
 * Seeds an instrument as a read-only template version (no hospital): its parts, questions, the
 * answers of each question from its scale (a free-text question gets one text answer), and
 * its composites. Hospitals copy it into their own version in one action.
 */
export async function seedTemplate(trx: Transaction<DB>, ins: Instrument): Promise<number> {
  const { phien_ban_id } = await trx
    .insertInto('phien_ban_khao_sat')
    .values({
      hospital_id: null,
      is_template: true,
      instrument_code: ins.code,
      language: 'vi',
      tieu_de_khao_sat: ins.title.vi,
      tieu_de_khao_sat_en: ins.title.en,
      mo_ta_khao_sat: `${ins.description.vi}\n\n${ins.translationNote.vi}`,
      mo_ta_khao_sat_en: `${ins.description.en}\n\n${ins.translationNote.en}`,
      noi_dung_khao_sat: ins.intro.vi,
      noi_dung_khao_sat_en: ins.intro.en,
      ...TEMPLATE_WINDOW,
      created_by: null,
    })
    .returning('phien_ban_id')
    .executeTakeFirstOrThrow();

  const questionIds = new Map<string, number>();
  let partOrder = 1;
  for (const part of ins.parts) {
    const { phan_cauhoi_id } = await trx
      .insertInto('phan_cau_hoi')
      .values({
        phien_ban_id,
        ma_phan: part.code,
        giatri_cauhoi: part.title.vi,
        giatri_cauhoi_en: part.title.en,
        mo_ta: part.stem?.vi ?? '',
        mo_ta_en: part.stem?.en ?? '',
        type: part.type,
        la_thong_tin_chung: part.background,
        stt: partOrder++,
      })
      .returning('phan_cauhoi_id')
      .executeTakeFirstOrThrow();
    let order = 1;
    for (const q of part.questions) {
      const { cauhoi_id } = await trx
        .insertInto('cau_hoi')
        .values({
          phancauhoi_id: phan_cauhoi_id,
          phien_ban_id,
          ma_cauhoi: q.code,
          stt_cauhoi: order++,
          ten_cauhoi: q.text.vi,
          ten_cauhoi_en: q.text.en,
          scale: q.scale,
          thuan_nghich: q.reverse ? 1 : 0,
          vai_tro: q.role ?? null,
        })
        .returning('cauhoi_id')
        .executeTakeFirstOrThrow();
      questionIds.set(q.code, cauhoi_id);
      const options = q.scale ? ins.scales[q.scale] : null;
      if (q.scale && !options) throw new Error(`${ins.code} ${q.code}: unknown scale ${q.scale}`);
      const answers = options
        ? options.map((o, i) => ({ cauhoi_id, type: 'number' as const, gia_tri: o.value, ten_dap_an: o.label.vi, ten_dap_an_en: o.label.en, stt: i + 1 }))
        : [{ cauhoi_id, type: 'text' as const, gia_tri: null, ten_dap_an: '', ten_dap_an_en: '', stt: 1 }];
      await trx.insertInto('dap_an').values(answers).execute();
    }
  }

  let compositeOrder = 1;
  for (const c of ins.composites) {
    const { composite_id } = await trx
      .insertInto('composite')
      .values({ phien_ban_id, ma_composite: c.code, name_composite_vi: c.name.vi, name_composite_en: c.name.en, language: 'vi', stt: compositeOrder++ })
      .returning('composite_id')
      .executeTakeFirstOrThrow();
    const links = c.items.map((code) => {
      const id = questionIds.get(code);
      if (!id) throw new Error(`${ins.code} composite ${c.code}: unknown item ${code}`);
      return { composite_id, cauhoi_id: id };
    });
    await trx.insertInto('composite_cau_hoi').values(links).execute();
  }
  return phien_ban_id;
}
