import { z } from 'zod';
import { ep } from '../endpoint.js';
import { ZFeedbackReportJob, ZFeedbackReportParams, ZFeedbackReportRequest } from '../entities/feedback-report.js';
import { FN } from '../functions.js';

const R = '/votesafety/v1/bao-cao-phan-hoi';
/**
 * Module `reports` (mf-reports renders it), function BAO_CAO_XEM; the figures are the dashboards',
 * so the server also asks for DASHBOARD_XEM and the hospital's dashboard licence (docs/decisions/feedback-report-pdf.md,
 * "Feedback report PDF").
 */
const rd = { module: 'reports', fn: FN.reportRead } as const;

/** The feedback report PDF (issue 14): a background job per request, its progress, its file. */
export const feedbackReportEndpoints = {
  feedbackReportCreate: ep({
    method: 'POST',
    path: R,
    ...rd,
    hospital: 'row',
    audit: { entity: 'feedbackReport', action: 'tao-bao-cao-phan-hoi', id: 'bao_cao_id' },
    summary: 'Tạo báo cáo phản hồi (PDF) của một bệnh viện, chạy nền; ghi nhật ký',
    body: ZFeedbackReportRequest,
    response: ZFeedbackReportJob,
  }),
  feedbackReportList: ep({ method: 'GET', path: R, ...rd, summary: 'Các báo cáo phản hồi của tôi (trong 24 giờ)', response: z.array(ZFeedbackReportJob) }),
  feedbackReportStatus: ep({ method: 'GET', path: `${R}/{id}`, ...rd, summary: 'Tiến độ tạo báo cáo phản hồi', params: ZFeedbackReportParams, response: ZFeedbackReportJob }),
  feedbackReportFile: ep({
    method: 'GET',
    path: `${R}/{id}/tep`,
    ...rd,
    file: true,
    audit: { entity: 'feedbackReport', action: 'tai-bao-cao-phan-hoi' },
    summary: 'Tải tệp PDF của báo cáo phản hồi (ghi nhật ký)',
    params: ZFeedbackReportParams,
  }),
};
