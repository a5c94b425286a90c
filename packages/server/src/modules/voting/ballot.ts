import type { TVoteAnswer } from '@hm/contract';
import { sql } from 'kysely';
import { ValidationError } from '../../errors/app-errors.js';
import type { Db } from '../../db/database.js';

/** What a vote may say about one question of a version. */
export interface BallotQuestion {
  cauhoi_id: number;
  /** A checkbox part takes several values; a radio part one. */
  multiple: boolean;
  /** A background (demographic) or comment part: not counted for a complete response. */
  background: boolean;
  reverse: boolean;
  /** Part of a composite (the core items the straight-lining rule looks at). */
  inComposite: boolean;
  /** The coded values of its answers (`dap_an.gia_tri`). */
  values: ReadonlySet<number>;
  /** A free-text question, or one with a text answer. */
  acceptsText: boolean;
  /** Shown to voters: the question is not paused and its part is active. */
  shown: boolean;
  /** The unit/work-area or staff-position background question (the breakdown keys). */
  role: 'unit' | 'position' | null;
}

/** The questions of a version by id. */
export type Ballot = ReadonlyMap<number, BallotQuestion>;

export const BALLOT_MSG = {
  foreign: 'Câu hỏi không thuộc phiên bản khảo sát này',
  twice: 'Mỗi câu hỏi chỉ được trả lời một lần',
  oneValue: 'Câu hỏi này chỉ được chọn một đáp án',
  repeated: 'Một đáp án bị chọn hai lần',
  badValue: 'Đáp án không có trong danh sách đáp án của câu hỏi',
  noText: 'Câu hỏi này không nhận câu trả lời bằng chữ',
} as const;

/** One query: every question of the version with its part's flags and its answers' values. */
export async function loadBallot(db: Db, versionId: number): Promise<Ballot> {
  const rows = await db
    .selectFrom('cau_hoi as q')
    .innerJoin('phan_cau_hoi as p', 'p.phan_cauhoi_id', 'q.phancauhoi_id')
    .leftJoin('dap_an as a', 'a.cauhoi_id', 'q.cauhoi_id')
    .select([
      'q.cauhoi_id',
      'q.scale',
      'q.vai_tro',
      'q.tamngung',
      'q.thuan_nghich',
      'p.type',
      'p.la_thong_tin_chung',
      'p.status',
      sql<number[]>`coalesce(array_agg(a.gia_tri) FILTER (WHERE a.gia_tri IS NOT NULL), '{}')`.as('values'),
      sql<boolean>`coalesce(bool_or(a.type = 'text'), false)`.as('has_text'),
      sql<boolean>`EXISTS (SELECT 1 FROM composite_cau_hoi l WHERE l.cauhoi_id = q.cauhoi_id)`.as('in_composite'),
    ])
    .where('q.phien_ban_id', '=', versionId)
    .groupBy(['q.cauhoi_id', 'p.phan_cauhoi_id'])
    .execute();
  return new Map(
    rows.map((r) => [
      r.cauhoi_id,
      {
        cauhoi_id: r.cauhoi_id,
        multiple: r.type === 'checkbox',
        background: r.la_thong_tin_chung,
        reverse: r.thuan_nghich === 1,
        inComposite: r.in_composite,
        values: new Set(r.values.map(Number)),
        acceptsText: r.has_text || r.scale === null,
        shown: r.tamngung === 0 && r.status === 1,
        role: r.vai_tro === 'unit' || r.vai_tro === 'position' ? r.vai_tro : null,
      },
    ]),
  );
}

/**
 * Checks a vote's answers against the ballot and returns them normalised: values sorted, empty
 * texts dropped, answers to questions voters are no longer shown (paused question, inactive
 * part) left out. Refuses a question of another version, a question answered twice, several
 * values on a radio question and a value or a text the question does not take.
 */
export function checkAnswers(ballot: Ballot, answers: readonly TVoteAnswer[]): TVoteAnswer[] {
  const errors: { path: string; message: string }[] = [];
  const seen = new Set<number>();
  const out: TVoteAnswer[] = [];
  answers.forEach((a, i) => {
    const q = ballot.get(a.cauhoi_id);
    const fail = (field: string, message: string) => errors.push({ path: `answers.${i}${field}`, message });
    if (!q) return fail('.cauhoi_id', BALLOT_MSG.foreign);
    if (seen.has(a.cauhoi_id)) return fail('.cauhoi_id', BALLOT_MSG.twice);
    seen.add(a.cauhoi_id);
    const values = [...(a.gia_tri ?? [])].sort((x, y) => x - y);
    const text = a.noi_dung?.trim() ?? '';
    if (values.length > 1 && !q.multiple) return fail('.gia_tri', BALLOT_MSG.oneValue);
    if (new Set(values).size !== values.length) return fail('.gia_tri', BALLOT_MSG.repeated);
    if (values.some((v) => !q.values.has(v))) return fail('.gia_tri', BALLOT_MSG.badValue);
    if (text && !q.acceptsText) return fail('.noi_dung', BALLOT_MSG.noText);
    if (!q.shown || (values.length === 0 && !text)) return;
    out.push({ cauhoi_id: a.cauhoi_id, ...(values.length ? { gia_tri: values } : {}), ...(text ? { noi_dung: text } : {}) });
  });
  if (errors.length) throw new ValidationError(errors[0]!.message, { errors });
  return out;
}

/** The answer code a vote gives to the unit or position question (0 = not answered): the response's breakdown key. */
export function roleAnswer(ballot: Ballot, answers: readonly TVoteAnswer[], role: 'unit' | 'position'): number {
  for (const a of answers) if (ballot.get(a.cauhoi_id)?.role === role) return a.gia_tri?.[0] ?? 0;
  return 0;
}
