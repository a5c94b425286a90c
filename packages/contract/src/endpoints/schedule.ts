import { z } from 'zod';
import { ep } from '../endpoint.js';
import { ZReminderCreate, ZScheduleActionParams, ZScheduledAction, ZScheduleListQuery } from '../entities/survey/index.js';
import { FN } from '../functions.js';

const V = '/votesafety/v1';

/** A version's schedule that runs itself (issue 26 item 3): list, add a reminder, cancel. */
export const scheduleEndpoints = {
  scheduleList: ep({
    method: 'GET',
    path: `${V}/lich-tu-dong`,
    module: 'survey',
    fn: FN.surveyRead,
    hospital: 'row',
    summary: 'Lịch tự động của một phiên bản: mở, đóng, nhắc (kèm trạng thái và lỗi)',
    query: ZScheduleListQuery,
    response: z.array(ZScheduledAction),
  }),
  scheduleReminderCreate: ep({
    method: 'POST',
    path: `${V}/lich-tu-dong/nhac`,
    module: 'survey',
    fn: FN.surveyMail,
    hospital: 'row',
    audit: { entity: 'campaignSchedule', action: 'create', id: 'action_id' },
    summary: 'Đặt lịch nhắc vào một ngày (lúc 08:00 giờ Việt Nam) cho nhân viên chưa bình chọn',
    body: ZReminderCreate,
    response: ZScheduledAction,
  }),
  scheduleCancel: ep({
    method: 'POST',
    path: `${V}/lich-tu-dong/{id}/huy`,
    module: 'survey',
    fn: FN.surveyWrite,
    hospital: 'row',
    audit: { entity: 'campaignSchedule', action: 'cancel' },
    summary: 'Hủy một việc đã lên lịch (chưa chạy)',
    params: ZScheduleActionParams,
    response: ZScheduledAction,
  }),
};
