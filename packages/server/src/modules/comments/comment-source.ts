import { foldSearchText } from '@hm/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import { ConflictError } from '../../errors/app-errors.js';
import { Population } from '../dashboard/group-visibility.js';
import type { Language } from '../dashboard/language.js';
import { dashboardScope } from '../dashboard/scope.js';
import { snapshotGroups } from '../dashboard/snapshot-figures.js';
import { publishedSnapshot } from '../dashboard/snapshot-triggers.js';
import { loadStructure } from '../dashboard/survey-structure.js';
import { commentKeys } from './comment-key.js';
import { MASK_WORDS, maskComment, NameMasker } from './masking.js';

export const COMMENT_MSG = {
  stillOpen: 'Ý kiến góp ý chỉ đọc được khi phiên bản khảo sát đã đóng: đọc trong lúc đang nhận phiếu sẽ cho thấy ý kiến của người vừa trả lời.',
  noSnapshot: 'Phiên bản khảo sát chưa có số liệu đã tính; hãy tính dữ liệu trước khi đọc ý kiến.',
  unknownComposite: 'Lĩnh vực không thuộc phiên bản khảo sát này',
  unknownComment: 'Không tìm thấy ý kiến này trong các ý kiến được phép đọc',
} as const;

/** One comment as the server holds it, masked; the raw text is never kept past masking. */
export interface MaskedComment {
  key: string;
  cauhoi_id: number;
  question: string;
  /** The respondent's unit answer, or null when that unit's figures are not published. */
  don_vi: number | null;
  unit: string | null;
  text: string;
  /** `text` folded for search and sorting. */
  folded: string;
  masked: { names: number; phones: number; emails: number };
  ma_composite: string | null;
  flagged: boolean;
}

/** Everything readable of a version's comments in one hospital, after the publication rule. */
export interface CommentSet {
  phien_ban_id: number;
  hospital_id: number;
  versionTitle: string;
  hospitalName: string;
  minGroupSize: number;
  /** The hospital is below the minimum group size: nothing is shown. */
  hospitalWithheld: boolean;
  questions: { cauhoi_id: number; label: string }[];
  units: { don_vi: number; label: string; shown: boolean }[];
  composites: { ma_composite: string; name: string }[];
  comments: MaskedComment[];
}

/**
 * The comments of a closed version in one hospital, masked (docs/decisions/comments.md): the scope
 * and licence of the dashboards (404 / 403), a version still taking votes refused (409), the
 * comments of the responses the figures count (valid and complete), each with its unit only when
 * the dashboards publish that unit; none at all when the hospital is below the minimum group size.
 */
export async function loadCommentSet(
  db: Kysely<DB>,
  caller: Caller,
  q: { phien_ban_id: number; hospital_id: number },
  secret: Uint8Array,
  language: Language,
): Promise<CommentSet> {
  const scope = await dashboardScope(db, caller, q.phien_ban_id, q.hospital_id);
  const snapshot = await publishedSnapshot(db, q.phien_ban_id, scope.version.status_khao_sat);
  if (!snapshot) throw new ConflictError(scope.version.status_khao_sat === 2 ? COMMENT_MSG.noSnapshot : COMMENT_MSG.stillOpen);
  const structure = await loadStructure(db, q.phien_ban_id, language);
  const population = new Population(await snapshotGroups(db, snapshot.snapshot_id, [q.hospital_id]), scope.minGroupSize);
  const freeText = [...structure.questions.values()].filter((x) => x.scale === null && x.values.length === 0);
  const unitQuestion = [...structure.questions.values()].find((x) => x.role === 'unit');
  const unitLabel = new Map((unitQuestion?.values ?? []).map((v) => [v.gia_tri, v.label]));
  const notAnswered = language === 'en' ? 'Did not answer' : 'Không trả lời';
  const hospitalWithheld = population.total < scope.minGroupSize;
  const base = {
    phien_ban_id: q.phien_ban_id,
    hospital_id: q.hospital_id,
    versionTitle: language === 'en' ? scope.version.tieu_de_khao_sat_en || scope.version.tieu_de_khao_sat : scope.version.tieu_de_khao_sat,
    hospitalName: scope.hospitals[0]?.name ?? '',
    minGroupSize: scope.minGroupSize,
    hospitalWithheld,
    questions: freeText.map((x) => ({ cauhoi_id: x.cauhoi_id, label: [x.ma_cauhoi, x.ten_cauhoi].filter(Boolean).join(' – ') })),
    // Every answer option of the unit question, not only those with respondents: an empty unit
    // reads as a hidden one, so the list never tells an empty unit from a small one (suppression.md).
    units: hospitalWithheld
      ? []
      : [...unitLabel.keys(), 0].map((v) => ({
          don_vi: v,
          label: v === 0 ? notAnswered : unitLabel.get(v)!,
          shown: population.count({ don_vi: v }) > 0 && population.shown({ don_vi: v }),
        })),
    composites: structure.composites.filter((c) => c.ma_composite).map((c) => ({ ma_composite: c.ma_composite, name: c.name })),
  };
  if (hospitalWithheld || freeText.length === 0) return { ...base, comments: [] };

  const [rows, staff, tags] = await Promise.all([
    sql<{ ket_qua_id: string; cauhoi_id: number; noi_dung: string; don_vi: number }>`
      SELECT d.ket_qua_id, d.cauhoi_id, d.noi_dung, k.don_vi
      FROM ket_qua k JOIN ket_qua_chi_tiet d ON d.ket_qua_id = k.ket_qua_id
      WHERE k.phien_ban_id = ${q.phien_ban_id} AND k.hospital_id = ${q.hospital_id} AND k.hop_le = 1 AND k.hoan_thanh
        AND d.cauhoi_id = ANY(${freeText.map((x) => x.cauhoi_id)}::int[]) AND btrim(coalesce(d.noi_dung, '')) <> ''`.execute(db),
    db.selectFrom('nhan_vien').select('ten_nhan_vien').where('hospital_id', '=', q.hospital_id).execute(),
    db
      .selectFrom('y_kien_nhan')
      .select(['ma_y_kien', 'ma_composite', 'chuyen_su_co'])
      .where('phien_ban_id', '=', q.phien_ban_id)
      .where('hospital_id', '=', q.hospital_id)
      .execute(),
  ]);
  const key = commentKeys(secret);
  const names = new NameMasker(staff.map((s) => s.ten_nhan_vien));
  const tagOf = new Map(tags.map((t) => [t.ma_y_kien, t]));
  const question = new Map(base.questions.map((x) => [x.cauhoi_id, x.label]));
  const shown = new Map(base.units.map((u) => [u.don_vi, u]));
  const words = MASK_WORDS[language];
  const comments = rows.rows.map((r): MaskedComment => {
    const k = key(r.ket_qua_id, r.cauhoi_id);
    const { text, ...masked } = maskComment(r.noi_dung, names, words);
    const unit = shown.get(r.don_vi);
    const tag = tagOf.get(k);
    return {
      key: k,
      cauhoi_id: r.cauhoi_id,
      question: question.get(r.cauhoi_id) ?? '',
      don_vi: unit?.shown ? r.don_vi : null,
      unit: unit?.shown ? unit.label : null,
      text,
      folded: foldSearchText(text),
      masked,
      ma_composite: tag?.ma_composite ?? null,
      flagged: tag?.chuyen_su_co ?? false,
    };
  });
  // Never the order of the rows read: by the masked text, then by the key (which orders nothing).
  comments.sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : a.key < b.key ? -1 : 1));
  return { ...base, comments };
}
