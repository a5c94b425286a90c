import { formatInstant } from '@hm/contract';
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
  time_end: Date;
  record_id: number | null;
  token_nonce: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const MASKED_LINK = '••••••';

export function subjectOf(template: string, title: string): string {
  return template === 'remind' ? `Nhắc tham gia khảo sát: ${title}` : `Mời tham gia khảo sát văn hóa an toàn người bệnh: ${title}`;
}

/** The Vietnamese invitation or reminder; `link` is the personal vote link (or a masked one). */
export function renderMail(c: MailContext, link: string): RenderedMail {
  const end = formatInstant(c.time_end);
  const lead =
    c.template === 'remind'
      ? `${c.hospital_name} nhắc anh/chị: khảo sát "${c.title}" vẫn đang chờ ý kiến của anh/chị.`
      : `${c.hospital_name} trân trọng mời anh/chị tham gia khảo sát "${c.title}".`;
  const lines = [
    `Kính gửi ${c.to_name || 'anh/chị'},`,
    '',
    lead,
    'Phiếu khảo sát không ghi tên: câu trả lời của anh/chị không gắn với danh tính và chỉ được tổng hợp theo nhóm.',
    '',
    `Liên kết cá nhân (không chuyển tiếp cho người khác): ${link}`,
    `Hạn hoàn thành: ${end}`,
    '',
    'Trân trọng cảm ơn!',
  ];
  const html =
    `<p>Kính gửi ${esc(c.to_name || 'anh/chị')},</p><p>${esc(lead)}</p><p>${esc(lines[3]!)}</p>` +
    `<p><a href="${esc(link)}">Tham gia khảo sát</a><br>Liên kết cá nhân (không chuyển tiếp cho người khác): ${esc(link)}</p>` +
    `<p>Hạn hoàn thành: ${esc(end)}</p><p>Trân trọng cảm ơn!</p>`;
  return { subject: subjectOf(c.template, c.title), text: lines.join('\n'), html };
}

/** Loads the rendering context of outbox rows. */
export function selectMailContext(db: Db) {
  return db
    .selectFrom('mail_outbox as m')
    .innerJoin('hospital as h', 'h.hospital_id', 'm.hospital_id')
    .leftJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'm.phien_ban_id')
    .leftJoin('nhan_vien_khao_sat as r', 'r.nhan_vien_khao_sat_id', 'm.nhan_vien_khao_sat_id')
    .select([
      'm.mail_id',
      'm.template',
      'm.to_address',
      'm.to_name',
      'h.name as hospital_name',
      sql<string>`coalesce(nullif(v.tieu_de_khao_sat, ''), v.tieu_de_khao_sat_en, '')`.as('title'),
      'v.time_end',
      'r.nhan_vien_khao_sat_id as record_id',
      'r.token_nonce',
    ]);
}
