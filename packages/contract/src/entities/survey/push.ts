import { z } from 'zod';
import { ZId, ZWireDateTime, zText } from '../../common.js';
import { fromWireTime } from '../../time.js';

/**
 * Push a campaign (issue 30 item 2): one template and one window to a hospital group's hospitals
 * or to a list of hospitals; one ordinary version per hospital, each run by its own administrator.
 * `dot_trien_khai` is the push's key, chosen by the client when it prepares the push: sending the
 * same push again creates nothing (one version per push and hospital).
 */
export const ZSurveyPushBody = z
  .object({
    dot_trien_khai: z
      .string({ message: 'Thiếu mã đợt triển khai' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Mã đợt triển khai không hợp lệ'),
    mau_id: ZId,
    nhom_id: ZId.optional(),
    hospital_ids: z.array(ZId).max(2000, 'Tối đa 2000 bệnh viện').optional(),
    tieu_de_khao_sat: zText(500).optional(),
    time_start: ZWireDateTime,
    time_end: ZWireDateTime,
  })
  .superRefine((v, ctx) => {
    const start = fromWireTime(v.time_start);
    const end = fromWireTime(v.time_end);
    if (start && end && start >= end) ctx.addIssue({ code: 'custom', path: ['time_end'], message: 'Thời gian kết thúc phải sau thời gian bắt đầu' });
    const byGroup = v.nhom_id !== undefined;
    const byList = (v.hospital_ids?.length ?? 0) > 0;
    if (byGroup === byList) ctx.addIssue({ code: 'custom', path: ['nhom_id'], message: 'Chọn một nhóm bệnh viện hoặc danh sách bệnh viện (không chọn cả hai)' });
  });
export type TSurveyPushBody = z.input<typeof ZSurveyPushBody>;

/** The versions a push created, one per hospital. */
export const ZSurveyPushResult = z.object({
  dot_trien_khai: z.string(),
  versions: z.array(z.object({ hospital_id: ZId, name: z.string(), phien_ban_id: ZId })),
});
export type TSurveyPushResult = z.infer<typeof ZSurveyPushResult>;
