import { z } from 'zod';
import { ZEmpty, ZId, ZPage } from '../common.js';
import { ep } from '../endpoint.js';
import { ZGroupOfficer, ZGroupOfficerQuery } from '../entities/hospital-group.js';
import { ZGroupAssign, ZGroupAssignResult, ZProvinceProgress, ZProvinceQuery, ZProvinceResults, ZProvinceScope } from '../entities/province.js';
import { resourceRows } from '../resource.js';
import { hospitalGroup } from '../resources/hospital-group.js';
import { FN } from '../functions.js';

const G = '/votesafety/v1/nhom-benh-vien';

/**
 * The province and group view (issue 30 item 1, docs/decisions/province-view.md). Reads: the
 * hospitals come from the caller's group (never from the query); the dashboards' licence, checked
 * per hospital (a hospital that has not licensed the dashboards is left out). Writes: system
 * administrators manage groups (the `hospitalGroup` resource) and assign accounts, audited.
 */
/** Who reads a group's view: its officers, whatever hospital they belong to. */
const groupRead = { module: 'dashboard', fn: FN.provinceView, hospital: 'none' } as const;
/** Who assigns officers: system administrators. */
const groupAdmin = { module: 'system', fn: FN.hospitalWrite, hospital: 'none', systemOnly: true } as const;

export const provinceEndpoints = {
  provinceScope: ep({
    method: 'GET',
    path: `${G}/pham-vi`,
    ...groupRead,
    summary: 'Nhóm bệnh viện của tài khoản và các đợt khảo sát của các bệnh viện đó',
    response: ZProvinceScope,
  }),
  provinceResults: ep({
    method: 'GET',
    path: `${G}/ket-qua`,
    ...groupRead,
    summary: 'Kết quả cấp bệnh viện của các bệnh viện trong nhóm (không có khoa/đơn vị, vị trí, ý kiến); bệnh viện dưới 10 người trả lời không có số liệu',
    query: ZProvinceQuery,
    response: ZProvinceResults,
  }),
  provinceProgress: ep({
    method: 'GET',
    path: `${G}/tien-do`,
    ...groupRead,
    summary: 'Tiến độ các đợt khảo sát đang mở của các bệnh viện trong nhóm: số được mời, đã trả lời, tỷ lệ phản hồi của từng bệnh viện (không theo khoa/đơn vị)',
    response: ZProvinceProgress,
  }),
  // List, by id, create, update, delete: the resource (HeThong/NhomBenhVien).
  ...resourceRows(hospitalGroup),
  hospitalGroupAssign: ep({
    method: 'PUT',
    path: `${G}/{id}/tai-khoan`,
    ...groupAdmin,
    audit: { entity: 'hospitalGroup', action: 'assign' },
    summary: 'Gán tài khoản vào nhóm bệnh viện (tài khoản xem kết quả cấp bệnh viện của nhóm)',
    params: z.object({ id: ZId }),
    body: ZGroupAssign,
    response: ZGroupAssignResult,
  }),
  hospitalGroupUnassign: ep({
    method: 'DELETE',
    path: `${G}/{id}/tai-khoan`,
    ...groupAdmin,
    audit: { entity: 'hospitalGroup', action: 'unassign' },
    summary: 'Bỏ gán tài khoản khỏi nhóm bệnh viện (tài khoản không còn xem kết quả của nhóm)',
    params: z.object({ id: ZId }),
    query: ZGroupAssign,
    response: ZEmpty,
  }),
  hospitalGroupOfficers: ep({
    method: 'GET',
    path: `${G}/tai-khoan`,
    ...groupAdmin,
    summary: 'Tài khoản có thể gán vào nhóm bệnh viện (nhóm quyền có chức năng xem kết quả nhóm bệnh viện), tìm theo tên',
    query: ZGroupOfficerQuery,
    response: ZPage(ZGroupOfficer),
  }),
};
