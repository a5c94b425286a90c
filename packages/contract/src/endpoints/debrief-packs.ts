import { z } from 'zod';
import { ep } from '../endpoint.js';
import { ZDebriefJob, ZDebriefParams, ZDebriefRequest } from '../entities/debrief-pack.js';
import { FN } from '../functions.js';

const R = '/votesafety/v1/bo-tai-lieu-khoa';
/**
 * Module `reports` (the feedback report's page and the department heads' page show it), function
 * TAI_LIEU_KHOA_XEM (administrators and department heads: the packs of the units in their scope,
 * never the rest of the reports); the figures are the dashboards', so the server also asks for
 * DASHBOARD_XEM and the hospital's dashboard licence, like the feedback report
 * (docs/decisions/debrief-packs.md).
 */
const rd = { module: 'reports', fn: FN.debriefPack } as const;

/** Debrief packs per unit (issue 27 item 2): a background job per request, its progress, its zip. */
export const debriefPackEndpoints = {
  debriefPackCreate: ep({
    method: 'POST',
    path: R,
    ...rd,
    hospital: 'row',
    audit: { entity: 'debriefPack', action: 'tao-bo-tai-lieu-khoa', id: 'debrief_id' },
    summary: 'Tạo bộ tài liệu trao đổi kết quả cho từng khoa (PDF trong tệp zip), chạy nền; ghi nhật ký',
    body: ZDebriefRequest,
    response: ZDebriefJob,
  }),
  debriefPackList: ep({ method: 'GET', path: R, ...rd, summary: 'Các bộ tài liệu khoa của tôi (trong 24 giờ)', response: z.array(ZDebriefJob) }),
  debriefPackStatus: ep({ method: 'GET', path: `${R}/{id}`, ...rd, summary: 'Tiến độ tạo bộ tài liệu khoa', params: ZDebriefParams, response: ZDebriefJob }),
  debriefPackFile: ep({
    method: 'GET',
    path: `${R}/{id}/tep`,
    ...rd,
    file: true,
    audit: { entity: 'debriefPack', action: 'tai-bo-tai-lieu-khoa' },
    summary: 'Tải tệp zip của bộ tài liệu khoa (ghi nhật ký)',
    params: ZDebriefParams,
  }),
};
