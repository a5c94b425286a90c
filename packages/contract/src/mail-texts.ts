import type { TLanguage } from './common.js';
import { toWireTime } from './time.js';

/**
 * The invitation and reminder texts a hospital writes: plain text with `{{name}}` placeholders
 * from a fixed list, filled by a strict substitution (no template engine, nothing executed).
 * The HTML part escapes every character of the text and of every value; only `{{lien_ket}}`
 * becomes a link. Shared by the server (save, preview, send) and the texts screen (insert list).
 */
export const MAIL_PLACEHOLDERS = ['ten_nhan_vien', 'benh_vien', 'ten_khao_sat', 'han_hoan_thanh', 'lien_ket', 'nguoi_gui'] as const;
export type TMailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];
export type TMailValues = Record<TMailPlaceholder, string>;

/** The subject is one line: no personal link in it (mail logs keep subjects), no multi-line signature. */
export const SUBJECT_PLACEHOLDERS: readonly TMailPlaceholder[] = ['ten_nhan_vien', 'benh_vien', 'ten_khao_sat', 'han_hoan_thanh'];
export const BODY_PLACEHOLDERS: readonly TMailPlaceholder[] = MAIL_PLACEHOLDERS;

const TOKEN = /\{\{([a-z_]+)\}\}/g;
const list = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(', ');

/**
 * Why a text cannot be saved, in Vietnamese, or null: an unknown placeholder (named), one not
 * allowed in this field, a stray `{{` or `}}`, or a required placeholder missing.
 * @example placeholderProblem('Kính gửi {{ten}}', BODY_PLACEHOLDERS) // 'Chỗ điền {{ten}} không có trong danh sách: …'
 */
export function placeholderProblem(text: string, allowed: readonly TMailPlaceholder[], required: readonly TMailPlaceholder[] = []): string | null {
  for (const m of text.matchAll(TOKEN)) {
    const name = m[1]!;
    if (!(MAIL_PLACEHOLDERS as readonly string[]).includes(name)) return `Chỗ điền {{${name}}} không có trong danh sách: ${list(allowed)}`;
    if (!allowed.includes(name as TMailPlaceholder)) return `Không được dùng {{${name}}} ở đây; chỉ dùng: ${list(allowed)}`;
  }
  const stray = /\{\{[^}]{0,40}|\}\}/.exec(text.replace(TOKEN, ''));
  if (stray) return `Chỗ điền "${stray[0].trim()}" không đúng dạng {{ten_cho_dien}} (chữ thường không dấu, không khoảng trắng); các chỗ điền: ${list(allowed)}`;
  for (const r of required) if (!text.includes(`{{${r}}}`)) return `Nội dung thư phải có {{${r}}}`;
  return null;
}

/** The text with every placeholder replaced by its value (plain text). */
export function fillText(text: string, values: TMailValues): string {
  return text.replace(TOKEN, (whole, name: string) => (name in values ? values[name as TMailPlaceholder] : whole));
}

/** One line, for a subject: line breaks of the text or of a value become spaces. */
export const fillSubject = (text: string, values: TMailValues): string =>
  fillText(text, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();

/** The plain-text body: placeholders filled, trailing blank lines (an empty signature) dropped. */
export const fillBody = (text: string, values: TMailValues): string => fillText(text, values).replace(/\s+$/, '');

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);

/**
 * The HTML part of the body: the text and every value escaped, paragraphs at blank lines, line
 * breaks kept; `{{lien_ket}}` alone becomes `<a href>`.
 */
export function fillHtml(text: string, values: TMailValues): string {
  let html = '';
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    html += escapeHtml(text.slice(at, m.index));
    const name = m[1] as TMailPlaceholder;
    if (name === 'lien_ket') html += `<a href="${escapeHtml(values.lien_ket)}">${escapeHtml(values.lien_ket)}</a>`;
    else html += name in values ? escapeHtml(values[name]) : escapeHtml(m[0]);
    at = m.index + m[0].length;
  }
  html += escapeHtml(text.slice(at));
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/\s+$/, '')
    .split(/\n[ \t]*\n\s*/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A deadline as people read it in a mail or on the vote page, in Vietnamese time.
 * @example formatDeadline(new Date('2026-12-28T10:00:00Z'), 'vi') // '17:00 ngày 28/12/2026'
 * @example formatDeadline(new Date('2026-12-28T10:00:00Z'), 'en') // '17:00 on 28/12/2026 (Vietnam time)'
 */
export function formatDeadline(at: Date | string | number, language: TLanguage): string {
  const w = toWireTime(at);
  const day = `${w.slice(8, 10)}/${w.slice(5, 7)}/${w.slice(0, 4)}`;
  const time = w.slice(11, 16);
  return language === 'vi' ? `${time} ngày ${day}` : `${time} on ${day} (Vietnam time)`;
}

/** What a staff member is called when the record has no name. */
export const NAMELESS: Record<TLanguage, string> = { vi: 'anh/chị', en: 'colleague' };
