import {
  DEFAULT_MAIL_TEXTS,
  fillBody,
  fillHtml,
  fillSubject,
  formatDeadline,
  NAMELESS,
  type TLanguage,
  type TMailLetter,
  type TMailTexts,
  type TMailValues,
  ZMailTexts,
} from '@hm/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What a mail is rendered from at send time (never the link itself). */
export interface MailContext {
  mail_id: number;
  template: string;
  to_address: string;
  to_name: string;
  hospital_name: string;
  title: string;
  title_en: string;
  /** The version's primary language: the language its mails go out in. */
  language: string | null;
  time_end: Date;
  record_id: number | null;
  token_nonce: string | null;
  /** The hospital's texts for the version (mail_texts), null = the defaults. */
  texts: unknown;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const MASKED_LINK = '••••••';

/** The stored texts, or the defaults when none are stored or they no longer pass the rules. */
export function textsOf(stored: unknown): TMailTexts {
  if (stored === null || stored === undefined) return DEFAULT_MAIL_TEXTS;
  const parsed = ZMailTexts.safeParse(typeof stored === 'string' ? JSON.parse(stored) : stored);
  return parsed.success ? parsed.data : DEFAULT_MAIL_TEXTS;
}

export const mailLanguage = (language: string | null | undefined): TLanguage => (language === 'en' ? 'en' : 'vi');

/** The letter of a kind (`invite`, `remind`) in a language. */
export const letterOf = (texts: TMailTexts, template: string, language: TLanguage): TMailLetter => (template === 'remind' ? texts.thu_nhac : texts.thu_moi)[language];

export interface ValueSource {
  to_name: string;
  hospital_name: string;
  title: string;
  title_en: string;
  time_end: Date;
}

/** The placeholders' values for one recipient; `link` is the personal link (or a masked one). */
export function mailValues(c: ValueSource, language: TLanguage, link: string, signature: string): TMailValues {
  const title = language === 'en' ? c.title_en || c.title : c.title || c.title_en;
  return {
    ten_nhan_vien: c.to_name.trim() || NAMELESS[language],
    benh_vien: c.hospital_name,
    ten_khao_sat: title,
    han_hoan_thanh: formatDeadline(c.time_end, language),
    lien_ket: link,
    nguoi_gui: signature,
  };
}

/** A letter filled with its values: subject (one line), plain text and escaped HTML. */
export function renderLetter(letter: TMailLetter, values: TMailValues): RenderedMail {
  return { subject: fillSubject(letter.tieu_de, values), text: fillBody(letter.noi_dung, values), html: fillHtml(letter.noi_dung, values) };
}

/** The invitation or reminder of an outbox row, in the version's language, from the hospital's texts. */
export function renderMail(c: MailContext, link: string): RenderedMail {
  const texts = textsOf(c.texts);
  const language = mailLanguage(c.language);
  return renderLetter(letterOf(texts, c.template, language), mailValues(c, language, link, texts.nguoi_gui[language]));
}

/** Loads the rendering context of outbox rows. */
export function selectMailContext(db: Db) {
  return db
    .selectFrom('mail_outbox as m')
    .innerJoin('hospital as h', 'h.hospital_id', 'm.hospital_id')
    .leftJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'm.phien_ban_id')
    .leftJoin('nhan_vien_khao_sat as r', 'r.nhan_vien_khao_sat_id', 'm.nhan_vien_khao_sat_id')
    .leftJoin('mail_texts as mt', (j) => j.onRef('mt.phien_ban_id', '=', 'm.phien_ban_id').onRef('mt.hospital_id', '=', 'm.hospital_id'))
    .select([
      'm.mail_id',
      'm.template',
      'm.to_address',
      'm.to_name',
      'm.is_test',
      'm.body_text',
      'm.body_html',
      'h.name as hospital_name',
      sql<string>`coalesce(nullif(v.tieu_de_khao_sat, ''), v.tieu_de_khao_sat_en, '')`.as('title'),
      sql<string>`coalesce(v.tieu_de_khao_sat_en, '')`.as('title_en'),
      'v.language',
      'v.time_end',
      'r.nhan_vien_khao_sat_id as record_id',
      'r.token_nonce',
      'mt.texts',
    ]);
}
