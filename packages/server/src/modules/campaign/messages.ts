/** The campaign page's refusals, in the words a quality manager reads. */
export const CAMPAIGN_MSG = {
  template: 'Bộ câu hỏi mẫu không có chiến dịch: hãy sao chép thành phiên bản của bệnh viện',
  noHospital: 'Không có bệnh viện nào của phiên bản này trong phạm vi của bạn',
  notParticipating: 'Bệnh viện chưa tham gia phiên bản khảo sát này',
  noMailFunction: 'Bạn cần quyền gửi thư khảo sát để bắt đầu và gửi thư mời',
  noParticipants: 'Chưa có nhân viên tham gia: hãy chọn nhân viên ở bước "Người tham gia" trước khi bắt đầu và gửi thư mời',
  ended: 'Thời gian khảo sát đã hết: hãy dời thời điểm kết thúc (bước "Lịch") trước khi bắt đầu và gửi thư mời',
  alreadySent: 'Khảo sát đã bắt đầu và mọi người tham gia có e-mail đã được gửi thư mời; hãy dùng thư nhắc',
} as const;
