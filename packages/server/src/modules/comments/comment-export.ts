import type { Readable } from 'node:stream';
import { setWidths, streamWorkbook } from '../../http/xlsx-stream.js';
import type { Language } from '../dashboard/language.js';
import type { MaskedComment } from './comment-source.js';

/**
 * The masked comments of a selection as one xlsx sheet, in the list's order (by text), with a
 * note of what was masked and why no unit is named for some; no day, no time, no response id.
 */
export function commentWorkbook(
  comments: readonly MaskedComment[],
  about: { versionTitle: string; hospitalName: string; minGroupSize: number; withheld: 'hospital' | 'unit' | null; composites: Map<string, string> },
  language: Language,
  log: (e: unknown) => void,
): Readable {
  const en = language === 'en';
  return streamWorkbook(async (workbook) => {
    const sheet = workbook.addWorksheet(en ? 'Comments' : 'Ý kiến', { views: [{ state: 'frozen', ySplit: 1 }] });
    setWidths(sheet, [80, 40, 28, 30, 14]);
    sheet.addRow(en ? ['Comment (masked)', 'Question', 'Unit', 'Composite', 'Incident team'] : ['Ý kiến (đã che)', 'Câu hỏi', 'Khoa/đơn vị', 'Lĩnh vực', 'Nhóm sự cố']).commit();
    const hidden = en ? 'Not named (small group)' : 'Không nêu (nhóm nhỏ)';
    for (const c of comments)
      sheet
        .addRow([
          c.text,
          c.question,
          c.unit ?? hidden,
          c.ma_composite ? (about.composites.get(c.ma_composite) ?? c.ma_composite) : '',
          c.flagged ? (en ? 'Flagged' : 'Đã chuyển') : '',
        ])
        .commit();
    sheet.addRow([]).commit();
    const notes = en
      ? [
          `${about.versionTitle} – ${about.hospitalName}`,
          'Staff names (from the hospital’s staff catalogue), phone numbers and e-mail addresses are masked.',
          `Comments are in the order of their text. A unit with fewer than ${about.minGroupSize} respondents (or hidden so that a small one cannot be worked out) is not named.`,
          'A comment flagged to the incident team is not an incident report: file one under the hospital’s own procedure.',
        ]
      : [
          `${about.versionTitle} – ${about.hospitalName}`,
          'Tên nhân viên (theo danh mục nhân viên của bệnh viện), số điện thoại và địa chỉ e-mail đã được che.',
          `Các ý kiến xếp theo nội dung. Khoa/đơn vị dưới ${about.minGroupSize} người trả lời (hoặc được ẩn để không suy ra nhóm nhỏ) không được nêu tên.`,
          'Ý kiến chuyển cho nhóm xử lý sự cố chưa phải là báo cáo sự cố: hãy lập báo cáo theo quy trình của bệnh viện.',
        ];
    if (about.withheld)
      notes.push(en ? `No comment: the group has fewer than ${about.minGroupSize} respondents.` : `Không có ý kiến: nhóm có dưới ${about.minGroupSize} người trả lời.`);
    for (const n of notes) sheet.addRow([n]).commit();
    sheet.commit();
  }, log);
}
