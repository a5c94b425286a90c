import { formatDeadline } from '@hm/contract';

/** What a manager and a card holder read when a call is refused (Vietnamese, as every 4xx). */
export const CARD_MSG = {
  format: 'Mã phiếu gồm 12 chữ và số in trên thẻ (không có chữ O, I, L, U và số 0, 1); vui lòng kiểm tra lại',
  unknown: 'Mã phiếu không đúng; vui lòng kiểm tra lại mã in trên thẻ',
  used: 'Mã phiếu này đã được dùng để gửi phiếu; mỗi thẻ chỉ dùng được một lần',
  void: 'Thẻ này đã bị hủy vì lô thẻ của khoa/phòng đã được in lại; vui lòng dùng thẻ mới được phát',
  expired: (end: Date) => `Thẻ đã hết hạn: đợt khảo sát đã kết thúc lúc ${formatDeadline(end, 'vi')}`,
  otherHospital: 'Mã phiếu này thuộc bệnh viện khác, không dùng được tại đây',
  session: 'Phiên bình chọn bằng thẻ không hợp lệ hoặc đã hết hạn; vui lòng nhập lại mã trên thẻ',
  otherVersion: 'Thẻ này dành cho một phiên bản khảo sát khác',
  notParticipating: 'Bệnh viện chưa tham gia phiên bản khảo sát này',
  template: 'Bộ câu hỏi mẫu không phát thẻ bình chọn',
  versionEnded: 'Đợt khảo sát đã kết thúc: không in thêm thẻ bình chọn',
  department: 'Khoa/phòng không thuộc bệnh viện này',
  hasBatch: 'Khoa/phòng này đã có lô thẻ; dùng "In lại" để hủy các thẻ chưa dùng và in thẻ mới',
  noBatch: 'Khoa/phòng này chưa có lô thẻ để in lại',
  noCount: 'Vui lòng nhập số thẻ cần in',
  printedMeanwhile: 'Lô thẻ của khoa/phòng này vừa được in bởi một thao tác khác; vui lòng tải lại trang rồi thử lại',
  nothingToReprint: 'Lô thẻ không còn thẻ chưa dùng; hãy nhập số thẻ cần in thêm',
  paperMax: 'Mỗi lần in tối đa 200 phiếu giấy cho một khoa/phòng',
  noChromium: 'Máy chủ chưa cài trình in PDF (Chromium); vui lòng liên hệ quản trị hệ thống',
} as const;
