import { formatDeadline } from '@hm/contract';

/** What a keyer reads when a call is refused (Vietnamese, as every 4xx). */
export const PAPER_MSG = {
  format: 'Mã phiếu gồm 12 chữ và số in trên phiếu giấy (không có chữ O, I, L, U và số 0, 1); vui lòng kiểm tra lại',
  unknown: 'Mã phiếu không đúng: không có phiếu giấy nào mang mã này; vui lòng kiểm tra lại mã in trên phiếu',
  otherHospital: 'Mã phiếu này thuộc bệnh viện khác, không nhập được tại đây',
  void: 'Phiếu giấy này đã bị hủy vì lô phiếu của khoa/phòng đã được in lại; không nhập phiếu này',
  verified: 'Phiếu giấy này đã được nhập đủ hai lần, đối chiếu và tính là một phiếu bình chọn; không nhập lại',
  expired: (end: Date) => `Đợt khảo sát đã kết thúc lúc ${formatDeadline(end, 'vi')}: không nhập thêm phiếu giấy`,
  otherVersion: 'Phiếu giấy này thuộc một phiên bản khảo sát khác; vui lòng mở lại phiếu theo mã',
  sameKeyer: 'Bạn đã nhập phiếu này một lần; lần nhập thứ hai phải do một người khác thực hiện',
  waitingResolve: 'Phiếu này đã được nhập hai lần và có câu lệch; cần một người thứ ba (không phải hai người đã nhập) đối chiếu với phiếu giấy',
  keyerResolves: 'Người đối chiếu phải khác hai người đã nhập phiếu này',
  nothingToResolve: 'Phiếu này không có câu lệch cần đối chiếu',
  notOnPaper: 'Câu hỏi không có trên phiếu giấy của phiên bản này',
  twice: 'Mỗi câu chỉ được nhập một lần',
  missing: (code: string) => `Chưa nhập câu ${code}; câu để trống nhập là trống (Enter)`,
  outOfRange: (code: string, values: number[]) => `Giá trị không có trong thang trả lời của câu ${code}: chỉ nhận ${values.join(', ')} hoặc để trống`,
  resolveAll: (code: string) => `Vui lòng chọn giá trị theo phiếu giấy cho câu lệch ${code}`,
  notMismatched: (code: string) => `Câu ${code} không lệch giữa hai lần nhập; chỉ đối chiếu các câu lệch`,
} as const;
