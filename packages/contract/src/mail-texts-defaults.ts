import type { TMailTexts } from './entities/mail-texts.js';

/**
 * The texts a version's mails use until its hospital writes its own: the invitation and reminder
 * the product sent before hospitals could edit them, in Vietnamese and English.
 */
export const DEFAULT_MAIL_TEXTS: TMailTexts = {
  thu_moi: {
    vi: {
      tieu_de: 'Mời tham gia khảo sát văn hóa an toàn người bệnh: {{ten_khao_sat}}',
      noi_dung: [
        'Kính gửi {{ten_nhan_vien}},',
        '',
        '{{benh_vien}} trân trọng mời anh/chị tham gia khảo sát "{{ten_khao_sat}}".',
        'Phiếu khảo sát không ghi tên: câu trả lời của anh/chị không gắn với danh tính và chỉ được tổng hợp theo nhóm.',
        '',
        'Liên kết cá nhân (không chuyển tiếp cho người khác): {{lien_ket}}',
        'Hạn hoàn thành: {{han_hoan_thanh}}',
        '',
        'Trân trọng cảm ơn!',
        '{{nguoi_gui}}',
      ].join('\n'),
    },
    en: {
      tieu_de: 'Invitation to the patient safety culture survey: {{ten_khao_sat}}',
      noi_dung: [
        'Dear {{ten_nhan_vien}},',
        '',
        '{{benh_vien}} invites you to take part in the survey "{{ten_khao_sat}}".',
        'The questionnaire is anonymous: your answers are not linked to your identity and are only reported for groups.',
        '',
        'Your personal link (please do not forward it): {{lien_ket}}',
        'Deadline: {{han_hoan_thanh}}',
        '',
        'Thank you!',
        '{{nguoi_gui}}',
      ].join('\n'),
    },
  },
  thu_nhac: {
    vi: {
      tieu_de: 'Nhắc tham gia khảo sát: {{ten_khao_sat}}',
      noi_dung: [
        'Kính gửi {{ten_nhan_vien}},',
        '',
        '{{benh_vien}} nhắc anh/chị: khảo sát "{{ten_khao_sat}}" vẫn đang chờ ý kiến của anh/chị.',
        'Phiếu khảo sát không ghi tên: câu trả lời của anh/chị không gắn với danh tính và chỉ được tổng hợp theo nhóm.',
        '',
        'Liên kết cá nhân (không chuyển tiếp cho người khác): {{lien_ket}}',
        'Hạn hoàn thành: {{han_hoan_thanh}}',
        '',
        'Trân trọng cảm ơn!',
        '{{nguoi_gui}}',
      ].join('\n'),
    },
    en: {
      tieu_de: 'Reminder: the survey {{ten_khao_sat}}',
      noi_dung: [
        'Dear {{ten_nhan_vien}},',
        '',
        '{{benh_vien}} reminds you that the survey "{{ten_khao_sat}}" is still waiting for your opinion.',
        'The questionnaire is anonymous: your answers are not linked to your identity and are only reported for groups.',
        '',
        'Your personal link (please do not forward it): {{lien_ket}}',
        'Deadline: {{han_hoan_thanh}}',
        '',
        'Thank you!',
        '{{nguoi_gui}}',
      ].join('\n'),
    },
  },
  nguoi_gui: { vi: '', en: '' },
  thong_bao_rieng_tu: { vi: '', en: '' },
};
