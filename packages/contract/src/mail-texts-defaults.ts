import type { TMailTexts } from './entities/mail-texts.js';

/** The letter around a mail's one opening line, in each language. */
const LETTER = {
  vi: {
    greeting: 'Kính gửi {{ten_nhan_vien}},',
    anonymity: 'Phiếu khảo sát không ghi tên: câu trả lời của anh/chị không gắn với danh tính và chỉ được tổng hợp theo nhóm.',
    link: 'Liên kết cá nhân (không chuyển tiếp cho người khác): {{lien_ket}}',
    deadline: 'Hạn hoàn thành: {{han_hoan_thanh}}',
    thanks: 'Trân trọng cảm ơn!',
  },
  en: {
    greeting: 'Dear {{ten_nhan_vien}},',
    anonymity: 'The questionnaire is anonymous: your answers are not linked to your identity and are only reported for groups.',
    link: 'Your personal link (please do not forward it): {{lien_ket}}',
    deadline: 'Deadline: {{han_hoan_thanh}}',
    thanks: 'Thank you!',
  },
} as const;

function letter(language: keyof typeof LETTER, opening: string): string {
  const l = LETTER[language];
  return [l.greeting, '', opening, l.anonymity, '', l.link, l.deadline, '', l.thanks, '{{nguoi_gui}}'].join('\n');
}

/**
 * The texts a version's mails use until its hospital writes its own: the invitation and reminder
 * the product sent before hospitals could edit them, in Vietnamese and English.
 */
export const DEFAULT_MAIL_TEXTS: TMailTexts = {
  thu_moi: {
    vi: {
      tieu_de: 'Mời tham gia khảo sát văn hóa an toàn người bệnh: {{ten_khao_sat}}',
      noi_dung: letter('vi', '{{benh_vien}} trân trọng mời anh/chị tham gia khảo sát "{{ten_khao_sat}}".'),
    },
    en: {
      tieu_de: 'Invitation to the patient safety culture survey: {{ten_khao_sat}}',
      noi_dung: letter('en', '{{benh_vien}} invites you to take part in the survey "{{ten_khao_sat}}".'),
    },
  },
  thu_nhac: {
    vi: {
      tieu_de: 'Nhắc tham gia khảo sát: {{ten_khao_sat}}',
      noi_dung: letter('vi', '{{benh_vien}} nhắc anh/chị: khảo sát "{{ten_khao_sat}}" vẫn đang chờ ý kiến của anh/chị.'),
    },
    en: {
      tieu_de: 'Reminder: the survey {{ten_khao_sat}}',
      noi_dung: letter('en', '{{benh_vien}} reminds you that the survey "{{ten_khao_sat}}" is still waiting for your opinion.'),
    },
  },
  nguoi_gui: { vi: '', en: '' },
  thong_bao_rieng_tu: { vi: '', en: '' },
};
