import { FN, type TFeedbackReportRequest } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { assertLicensed } from '../../access/access.js';
import { ConflictError, ForbiddenError } from '../../errors/app-errors.js';
import { NO_CHROMIUM } from '../background-job/pdf-printer.js';
import { assertInScope, type Caller } from '../../access/caller.js';
import { type ScoreRequest, scoreRequest } from '../dashboard/score-request.js';

export const REPORT_MSG = {
  needsDashboard: 'Báo cáo phản hồi trình bày số liệu của dashboard: tài khoản cần quyền xem dashboard',
  takesVotes: 'Phiên bản khảo sát còn đang nhận phiếu: báo cáo phản hồi chỉ tạo được khi phiên bản đã đóng',
  noSnapshot: 'Phiên bản khảo sát chưa có dữ liệu tổng hợp: vào “Tính dữ liệu” trước khi tạo báo cáo',
  tooFew: (min: number) => `Bệnh viện có ít hơn ${min} người trả lời hợp lệ: không có số liệu nào được phép trình bày`,
  noChromium: NO_CHROMIUM,
  tooMany: (n: number) => `Bạn đang có ${n} báo cáo chờ tạo: vui lòng đợi chúng xong rồi tạo tiếp`,
  busy: 'Máy chủ đang bận tạo nhiều báo cáo: vui lòng thử lại sau ít phút',
  notFound: 'Không tìm thấy báo cáo phản hồi',
  notReady: 'Báo cáo phản hồi chưa tạo xong',
  failed: 'Báo cáo phản hồi không tạo được',
  accountInactive: 'Tài khoản yêu cầu báo cáo không còn hoạt động',
  printFailed: 'Chromium không in được báo cáo thành PDF. Vui lòng thử lại; nếu lỗi lặp lại, báo quản trị hệ thống.',
} as const;

/**
 * Everything that may refuse a feedback report, checked when it is asked for and again when it
 * runs (the account or the data may have changed in between): the dashboards' function, the
 * hospital in scope with the reports licence, then the dashboards' own scope (version, hospital
 * running it, dashboard licence), a closed version with a published snapshot, and a hospital
 * with enough respondents to show any figure. Returns the dashboards' resolved request.
 */
export async function reportableRequest(db: Kysely<DB>, caller: Caller, q: TFeedbackReportRequest): Promise<ScoreRequest> {
  if (!caller.functions.has(FN.dashboardRead)) throw new ForbiddenError(REPORT_MSG.needsDashboard);
  assertInScope(caller, q.hospital_id);
  await assertLicensed(db, q.hospital_id, 'reports');
  const r = await scoreRequest(db, caller, { phien_ban_id: q.phien_ban_id, hospital_id: q.hospital_id }, q.language);
  if (r.wire.takes_votes) throw new ConflictError(REPORT_MSG.takesVotes);
  if (!r.snapshot) throw new ConflictError(REPORT_MSG.noSnapshot);
  if (!r.available) throw new ConflictError(REPORT_MSG.tooFew(r.scope.minGroupSize));
  return r;
}
