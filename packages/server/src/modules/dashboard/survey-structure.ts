import { SCORED_SCALES } from '@hm/scoring';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pick } from '../survey-core/version-view.js';
import type { Language } from './language.js';

/** A question as dashboards label and score it. */
export interface DashboardQuestion {
  cauhoi_id: number;
  ma_cauhoi: string;
  ten_cauhoi: string;
  phan_cauhoi_id: number;
  scale: string | null;
  reverse: boolean;
  /** In a background (demographic) or comment part. */
  background: boolean;
  role: 'unit' | 'position' | null;
  /** Scored as percent positive: a scored scale outside the background parts. */
  scored: boolean;
  /** Coded answers in form order, labelled in the request's language. */
  values: { gia_tri: number; label: string }[];
}

export interface DashboardPart {
  phan_cauhoi_id: number;
  ten: string;
  background: boolean;
  questions: DashboardQuestion[];
}

export interface DashboardComposite {
  composite_id: number;
  ma_composite: string;
  name: string;
  cauhoi_ids: number[];
}

export interface SurveyStructure {
  parts: DashboardPart[];
  questions: Map<number, DashboardQuestion>;
  /** Active composites (status 0) in order. */
  composites: DashboardComposite[];
}

/** A version's parts, questions, coded answers and active composites (metadata only, no answers). */
export async function loadStructure(db: Db, versionId: number, language: Language): Promise<SurveyStructure> {
  const [partRows, questionRows, compositeRows] = await Promise.all([
    db
      .selectFrom('phan_cau_hoi')
      .select(['phan_cauhoi_id', 'giatri_cauhoi', 'giatri_cauhoi_en', 'la_thong_tin_chung'])
      .where('phien_ban_id', '=', versionId)
      .orderBy('stt')
      .orderBy('phan_cauhoi_id')
      .execute(),
    db
      .selectFrom('cau_hoi as q')
      .select([
        'q.cauhoi_id',
        'q.phancauhoi_id',
        'q.ma_cauhoi',
        'q.ten_cauhoi',
        'q.ten_cauhoi_en',
        'q.scale',
        'q.thuan_nghich',
        'q.vai_tro',
        sql<{ gia_tri: number; vi: string; en: string }[]>`coalesce((
          SELECT json_agg(json_build_object('gia_tri', a.gia_tri, 'vi', a.ten_dap_an, 'en', a.ten_dap_an_en) ORDER BY a.stt, a.dapan_id)
          FROM dap_an a WHERE a.cauhoi_id = q.cauhoi_id AND a.gia_tri IS NOT NULL), '[]')`.as('answers'),
      ])
      .where('q.phien_ban_id', '=', versionId)
      .orderBy('q.stt_cauhoi')
      .orderBy('q.cauhoi_id')
      .execute(),
    db
      .selectFrom('composite as c')
      .select([
        'c.composite_id',
        'c.ma_composite',
        'c.name_composite_vi',
        'c.name_composite_en',
        sql<
          number[]
        >`ARRAY(SELECT l.cauhoi_id FROM composite_cau_hoi l JOIN cau_hoi q ON q.cauhoi_id = l.cauhoi_id WHERE l.composite_id = c.composite_id ORDER BY q.stt_cauhoi, q.cauhoi_id)`.as(
          'cauhoi_ids',
        ),
      ])
      .where('c.phien_ban_id', '=', versionId)
      .where('c.status_composite', '=', 0)
      .orderBy('c.stt')
      .orderBy('c.composite_id')
      .execute(),
  ]);
  const background = new Map(partRows.map((p) => [p.phan_cauhoi_id, p.la_thong_tin_chung]));
  const questions = new Map<number, DashboardQuestion>();
  for (const q of questionRows) {
    const bg = background.get(q.phancauhoi_id) ?? false;
    questions.set(q.cauhoi_id, {
      cauhoi_id: q.cauhoi_id,
      ma_cauhoi: q.ma_cauhoi,
      ten_cauhoi: pick(q.ten_cauhoi, q.ten_cauhoi_en, language),
      phan_cauhoi_id: q.phancauhoi_id,
      scale: q.scale,
      reverse: q.thuan_nghich === 1,
      background: bg,
      role: q.vai_tro === 'unit' || q.vai_tro === 'position' ? q.vai_tro : null,
      scored: q.scale !== null && SCORED_SCALES.has(q.scale) && !bg,
      values: q.answers.map((a) => ({ gia_tri: a.gia_tri, label: pick(a.vi, a.en, language) })),
    });
  }
  const parts = partRows.map((p) => ({
    phan_cauhoi_id: p.phan_cauhoi_id,
    ten: pick(p.giatri_cauhoi, p.giatri_cauhoi_en, language),
    background: p.la_thong_tin_chung,
    questions: [...questions.values()].filter((q) => q.phan_cauhoi_id === p.phan_cauhoi_id),
  }));
  const composites = compositeRows.map((c) => ({
    composite_id: c.composite_id,
    ma_composite: c.ma_composite,
    name: pick(c.name_composite_vi, c.name_composite_en, language),
    cauhoi_ids: c.cauhoi_ids.map(Number),
  }));
  return { parts, questions, composites };
}
