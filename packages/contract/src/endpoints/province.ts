import { z } from 'zod';
import { ZId } from '../common.js';
import { ep } from '../endpoint.js';
import { ZGroupAssign, ZGroupAssignResult, ZHospitalGroup, ZHospitalGroupInput, ZProvinceQuery, ZProvinceResults, ZProvinceScope } from '../entities/province.js';
import { FN } from '../functions.js';

const G = '/votesafety/v1/nhom-benh-vien';

/**
 * The province and group view (issue 30 item 1, docs/decisions/province-view.md). Reads: the
 * hospitals come from the caller's group (never from the query); the dashboards' licence, checked
 * per hospital (a hospital that has not licensed the dashboards is left out). Writes: system
 * administrators create groups and assign accounts, audited.
 */
export const provinceEndpoints = {
  provinceScope: ep({
    method: 'GET',
    path: `${G}/pham-vi`,
    module: 'dashboard',
    fn: FN.provinceView,
    hospital: 'none',
    summary: 'Nhóm bệnh viện của tài khoản và các đợt khảo sát của các bệnh viện đó',
    response: ZProvinceScope,
  }),
  provinceResults: ep({
    method: 'GET',
    path: `${G}/ket-qua`,
    module: 'dashboard',
    fn: FN.provinceView,
    hospital: 'none',
    summary: 'Kết quả cấp bệnh viện của các bệnh viện trong nhóm (không có khoa/đơn vị, vị trí, ý kiến); bệnh viện dưới 10 người trả lời không có số liệu',
    query: ZProvinceQuery,
    response: ZProvinceResults,
  }),
  hospitalGroupCreate: ep({
    method: 'POST',
    path: G,
    module: 'system',
    fn: FN.hospitalWrite,
    hospital: 'none',
    systemOnly: true,
    audit: { entity: 'hospitalGroup', action: 'create', id: 'nhom_id' },
    summary: 'Tạo nhóm bệnh viện (một tỉnh/thành phố hoặc một danh sách bệnh viện)',
    body: ZHospitalGroupInput,
    response: ZHospitalGroup,
  }),
  hospitalGroupAssign: ep({
    method: 'PUT',
    path: `${G}/{id}/tai-khoan`,
    module: 'system',
    fn: FN.hospitalWrite,
    hospital: 'none',
    systemOnly: true,
    audit: { entity: 'hospitalGroup', action: 'assign' },
    summary: 'Gán tài khoản vào nhóm bệnh viện (tài khoản xem kết quả cấp bệnh viện của nhóm)',
    params: z.object({ id: ZId }),
    body: ZGroupAssign,
    response: ZGroupAssignResult,
  }),
};
