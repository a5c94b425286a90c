import { z } from 'zod';
import { ZId, ZLanguage, ZWireDateTime, zText } from '../common.js';
import { BODY_PLACEHOLDERS, placeholderProblem, SUBJECT_PLACEHOLDERS } from '../mail-texts.js';
import { ZMailTemplate } from './survey/mail.js';

const LANGUAGE_WORDS = { vi: 'tiếng Việt', en: 'tiếng Anh' } as const;
const KIND_WORDS = { thu_moi: 'Thư mời', thu_nhac: 'Thư nhắc' } as const;

/** Plain text of several lines: \r\n kept as \n, at most `max` characters. */
const multiline = (max: number) => zText(max).transform((s) => s.replace(/\r\n?/g, '\n'));
const subject = zText(200).pipe(z.string().min(1, 'Vui lòng nhập tiêu đề thư'));
const body = multiline(5000).pipe(z.string().min(1, 'Vui lòng nhập nội dung thư'));

/** One mail in one language: subject and body, with placeholders. */
export const ZMailLetter = z.object({ tieu_de: subject, noi_dung: body });
export type TMailLetter = z.infer<typeof ZMailLetter>;

const ZLetterPair = z.object({ vi: ZMailLetter, en: ZMailLetter });
/** A text with no placeholder (the signature, the privacy note). */
const plain = (max: number) => multiline(max).refine((s) => !/\{\{|\}\}/.test(s), 'Chữ ký và ghi chú quyền riêng tư không dùng chỗ điền {{…}}');
const ZPlainPair = (max: number) => z.object({ vi: plain(max), en: plain(max) });

const textFields = {
  thu_moi: ZLetterPair,
  thu_nhac: ZLetterPair,
  /** The signature `{{nguoi_gui}}` stands for (e.g. the director's name and title). */
  nguoi_gui: ZPlainPair(500),
  /** The hospital's own part of the privacy notice on the vote's first page. */
  thong_bao_rieng_tu: ZPlainPair(2000),
};

/** Refuses an unknown placeholder, naming it and where it is, with a Vietnamese message. */
function checkPlaceholders(v: { thu_moi: z.infer<typeof ZLetterPair>; thu_nhac: z.infer<typeof ZLetterPair> }, ctx: z.RefinementCtx): void {
  for (const kind of ['thu_moi', 'thu_nhac'] as const) {
    for (const lang of ['vi', 'en'] as const) {
      const where = `${KIND_WORDS[kind]} (${LANGUAGE_WORDS[lang]})`;
      const s = placeholderProblem(v[kind][lang].tieu_de, SUBJECT_PLACEHOLDERS);
      if (s) ctx.addIssue({ code: 'custom', path: [kind, lang, 'tieu_de'], message: `${where}, tiêu đề: ${s}` });
      const b = placeholderProblem(v[kind][lang].noi_dung, BODY_PLACEHOLDERS, ['lien_ket']);
      if (b) ctx.addIssue({ code: 'custom', path: [kind, lang, 'noi_dung'], message: `${where}, nội dung: ${b}` });
    }
  }
}

/** Every text of a version's mails and privacy note, for one hospital. */
export const ZMailTexts = z.object(textFields).superRefine(checkPlaceholders);
export type TMailTexts = z.infer<typeof ZMailTexts>;

/** `email/noi-dung-thu` (GET): the version and hospital the texts are for. */
export const ZMailTextsQuery = z.object({ phien_ban_id: ZId, hospital_id: ZId });
export type TMailTextsQuery = z.infer<typeof ZMailTextsQuery>;

/** `email/noi-dung-thu` (PUT): the texts to keep. */
export const ZMailTextsSave = z.object({ phien_ban_id: ZId, hospital_id: ZId, ...textFields }).superRefine(checkPlaceholders);
export type TMailTextsSave = z.input<typeof ZMailTextsSave>;

/** Texts as answered (already checked when saved: plain strings, no transform to run again). */
const letterOut = z.object({ tieu_de: z.string(), noi_dung: z.string() });
const pairOut = z.object({ vi: z.string(), en: z.string() });
const textFieldsOut = {
  thu_moi: z.object({ vi: letterOut, en: letterOut }),
  thu_nhac: z.object({ vi: letterOut, en: letterOut }),
  nguoi_gui: pairOut,
  thong_bao_rieng_tu: pairOut,
};

/** What the texts screen reads: the texts in use (the hospital's, or the defaults), the defaults, the mails' language. */
export const ZMailTextsView = z.object({
  phien_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  ...textFieldsOut,
  /** The hospital saved its own texts (false: the defaults are in use). */
  da_luu: z.boolean(),
  cap_nhat_luc: ZWireDateTime.nullable(),
  /** The language the mails go out in: the version's primary language. */
  ngon_ngu_thu: ZLanguage,
  mac_dinh: z.object(textFieldsOut),
});
export type TMailTextsView = z.infer<typeof ZMailTextsView>;

/** A letter being written, rendered for a real participant of the version and hospital. */
export const ZMailPreviewBody = z
  .object({
    phien_ban_id: ZId,
    hospital_id: ZId,
    loai: ZMailTemplate,
    ngon_ngu: ZLanguage,
    /** The participant whose name fills the mail (default: the first of the hospital's list). */
    nhan_vien_khao_sat_id: ZId.optional(),
    tieu_de: subject,
    noi_dung: body,
    nguoi_gui: plain(500).default(''),
  })
  .superRefine((v, ctx) => {
    const s = placeholderProblem(v.tieu_de, SUBJECT_PLACEHOLDERS);
    if (s) ctx.addIssue({ code: 'custom', path: ['tieu_de'], message: `Tiêu đề: ${s}` });
    const b = placeholderProblem(v.noi_dung, BODY_PLACEHOLDERS, ['lien_ket']);
    if (b) ctx.addIssue({ code: 'custom', path: ['noi_dung'], message: `Nội dung: ${b}` });
  });
export type TMailPreviewBody = z.input<typeof ZMailPreviewBody>;

export const ZMailPreview = z.object({
  tieu_de: z.string(),
  /** The plain-text part; the personal link is masked. */
  noi_dung: z.string(),
  /** The HTML part, as sent (escaped text, the link as `<a>`). */
  html: z.string(),
  /** Whose values filled it; null when the hospital has no participant yet (sample values). */
  nguoi_nhan: z.object({ nhan_vien_khao_sat_id: z.number().int(), ten_nhan_vien: z.string() }).nullable(),
});
export type TMailPreview = z.infer<typeof ZMailPreview>;

/** The test mail: written to the outbox, addressed to the caller's own e-mail. */
export const ZMailTextsTestResult = z.object({ mail_id: z.number().int(), to: z.string(), message: z.string() });
export type TMailTextsTestResult = z.infer<typeof ZMailTextsTestResult>;

/** What a staff member reads before answering: the minimum group size, the deadline and the hospital's own note. */
export const ZVotePrivacyNotice = z.object({
  nguong_toi_thieu: z.number().int(),
  time_end: ZWireDateTime,
  benh_vien: z.string(),
  ghi_chu: pairOut,
});
export type TVotePrivacyNotice = z.infer<typeof ZVotePrivacyNotice>;
