import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { pick } from '../../survey-core/version-view.js';
import type { Language } from '../language.js';

/** One column of the raw sheet after the fixed ones: a question's codes, or its free text. */
export interface RawColumn {
  cauhoi_id: number;
  header: string;
  kind: 'code' | 'codes' | 'text';
}

/** A codebook line: a column, or one answer code of it. */
export interface CodebookLine {
  column: string;
  question: string;
  part: string;
  kind: string;
  reverse: string;
  code: number | string | null;
  label: string;
}

export interface RawLayout {
  columns: RawColumn[];
  /** Column index (0-based, after the fixed columns) of each question's codes / text. */
  codeIndex: Map<number, number>;
  textIndex: Map<number, number>;
  codebook: CodebookLine[];
}

/** The fixed columns first, then one per question in questionnaire order. */
export const FIXED_HEADERS = ['MA_BENH_VIEN', 'NGON_NGU', 'HOP_LE', 'HOAN_CHINH'] as const;

const FIXED_CODEBOOK = (en: boolean): CodebookLine[] => {
  const t = (vi: string, e: string) => (en ? e : vi);
  const line = (column: string, question: string, code: number | string | null, label: string): CodebookLine => ({
    column,
    question,
    part: '',
    kind: '',
    reverse: '',
    code,
    label,
  });
  return [
    line('MA_BENH_VIEN', t('Mã bệnh viện của phiếu trả lời', 'Hospital code of the response'), null, ''),
    line('NGON_NGU', t('Ngôn ngữ trả lời', 'Language answered in'), 'vi', t('Tiếng Việt', 'Vietnamese')),
    line('NGON_NGU', '', 'en', t('Tiếng Anh', 'English')),
    line('HOP_LE', t('Phiếu hợp lệ (dùng để tính điểm)', 'Valid response (used in the scores)'), 1, t('Hợp lệ', 'Valid')),
    line('HOP_LE', '', 0, t('Không hợp lệ', 'Not valid')),
    line(
      'HOAN_CHINH',
      t('Phiếu hoàn chỉnh (trả lời ít nhất một câu ngoài phần thông tin chung)', 'Complete response (at least one answer outside the background items)'),
      1,
      t('Hoàn chỉnh', 'Complete'),
    ),
    line('HOAN_CHINH', '', 0, t('Chưa hoàn chỉnh', 'Not complete')),
  ];
};

/**
 * The raw sheet's columns of a version and its codebook. A question with coded answers gets a
 * code column (a checkbox question: its codes joined with ';'); a free-text question, or the
 * text of an "other" answer, gets a text column only when comments are asked for. Codes are
 * raw: not reverse-coded, 9 kept.
 */
export async function rawLayout(db: Kysely<DB>, versionId: number, withComments: boolean, language: Language): Promise<RawLayout> {
  const rows = await db
    .selectFrom('cau_hoi as q')
    .innerJoin('phan_cau_hoi as p', 'p.phan_cauhoi_id', 'q.phancauhoi_id')
    .select([
      'q.cauhoi_id',
      'q.ma_cauhoi',
      'q.ten_cauhoi',
      'q.ten_cauhoi_en',
      'q.scale',
      'q.thuan_nghich',
      'p.type',
      'p.ma_phan',
      'p.giatri_cauhoi',
      'p.giatri_cauhoi_en',
      sql<{ gia_tri: number; vi: string; en: string }[]>`coalesce((
        SELECT json_agg(json_build_object('gia_tri', a.gia_tri, 'vi', a.ten_dap_an, 'en', a.ten_dap_an_en) ORDER BY a.stt, a.gia_tri)
        FROM dap_an a WHERE a.cauhoi_id = q.cauhoi_id AND a.gia_tri IS NOT NULL), '[]'::json)`.as('answers'),
      sql<boolean>`EXISTS (SELECT 1 FROM dap_an a WHERE a.cauhoi_id = q.cauhoi_id AND a.type = 'text')`.as('has_text'),
    ])
    .where('q.phien_ban_id', '=', versionId)
    .orderBy('p.stt')
    .orderBy('p.phan_cauhoi_id')
    .orderBy('q.stt_cauhoi')
    .orderBy('q.cauhoi_id')
    .execute();

  const en = language === 'en';
  const t = (vi: string, e: string) => (en ? e : vi);
  const layout: RawLayout = { columns: [], codeIndex: new Map(), textIndex: new Map(), codebook: FIXED_CODEBOOK(en) };
  for (const q of rows) {
    const code = q.ma_cauhoi.trim() || `Q${q.cauhoi_id}`;
    const question = pick(q.ten_cauhoi, q.ten_cauhoi_en, language);
    const part = [q.ma_phan, pick(q.giatri_cauhoi, q.giatri_cauhoi_en, language)].filter(Boolean).join(' – ');
    const coded = q.answers.length > 0;
    const takesText = q.type === 'text' || q.scale === null || q.has_text;
    if (coded && q.type !== 'text') {
      const kind = q.type === 'checkbox' ? 'codes' : 'code';
      layout.codeIndex.set(q.cauhoi_id, layout.columns.length);
      layout.columns.push({ cauhoi_id: q.cauhoi_id, header: code, kind });
      const base = {
        column: code,
        part,
        kind: kind === 'codes' ? t('Nhiều lựa chọn (mã cách nhau bởi ;)', 'Several choices (codes separated by ;)') : t('Một lựa chọn', 'One choice'),
        reverse: q.thuan_nghich === 1 ? t('Có (R)', 'Yes (R)') : '',
      };
      q.answers.forEach((a, i) => layout.codebook.push({ ...base, question: i === 0 ? question : '', code: a.gia_tri, label: pick(a.vi, a.en, language) }));
    }
    if (takesText && withComments) {
      const header = coded && q.type !== 'text' ? `${code}_TEXT` : code;
      layout.textIndex.set(q.cauhoi_id, layout.columns.length);
      layout.columns.push({ cauhoi_id: q.cauhoi_id, header, kind: 'text' });
      layout.codebook.push({ column: header, question, part, kind: t('Ý kiến (chữ)', 'Comment (text)'), reverse: '', code: null, label: '' });
    }
  }
  return layout;
}
