import { z } from 'zod';
import { ZEmpty, ZId, ZPage, ZPageQuery } from '../common.js';
import { ZAccountDept, ZAccountDeptInputs, ZLinkableAccount, ZLinkableAccountQuery } from '../entities/account-department.js';
import { ZAuditQuery, ZAuditRow } from '../entities/audit.js';
import { ZHospitalLicences, ZHospitalLicencesInput } from '../entities/licence.js';
import { ep } from '../endpoint.js';
import { FN } from '../functions.js';
import { resourceRows } from '../resource.js';
import { accountDept } from '../resources/account-department.js';
import { systemParameter } from '../resources/system-parameter.js';

const A = '/auth/v1';
const sys = (fn: (typeof FN)[keyof typeof FN]) => ({ module: 'system', fn }) as const;

/** Administration calls of mf-system (accounts, groups, scopes, parameters). */
export const systemEndpoints = {
  accountCreate: ep({ method: 'POST', path: `${A}/tai-khoan`, ...sys(FN.accountWrite), summary: 'Thêm tài khoản' }),
  accountUpdate: ep({ method: 'PUT', path: `${A}/tai-khoan`, ...sys(FN.accountWrite), summary: 'Sửa tài khoản' }),
  accountSetGroup: ep({ method: 'PUT', path: `${A}/tai-khoan/phan-quyen-nhom`, ...sys(FN.permissionWrite), summary: 'Đổi nhóm quyền của tài khoản' }),
  accountSetStaff: ep({ method: 'PUT', path: `${A}/tai-khoan/nhan-vien-su-dung`, ...sys(FN.accountWrite), summary: 'Gán nhân viên sử dụng' }),
  accountDelete: ep({ method: 'DELETE', path: `${A}/tai-khoan/id/{id}`, ...sys(FN.accountWrite), summary: 'Xóa tài khoản' }),
  accountList: ep({ method: 'GET', path: `${A}/tai-khoan`, ...sys(FN.accountRead), summary: 'Danh sách tài khoản' }),
  accountQuery: ep({ method: 'GET', path: `${A}/tai-khoan/query`, ...sys(FN.accountRead), summary: 'Tìm tài khoản' }),
  accountById: ep({ method: 'GET', path: `${A}/tai-khoan/{id}`, ...sys(FN.accountRead), summary: 'Tài khoản theo id' }),
  accountByUsername: ep({ method: 'GET', path: `${A}/tai-khoan/username`, ...sys(FN.accountRead), summary: 'Tài khoản theo tên' }),
  accountSupport: ep({ method: 'GET', path: `${A}/tai-khoan/taikhoanhotro`, ...sys(FN.accountRead), summary: 'Tài khoản hỗ trợ' }),
  accountSetProject: ep({ method: 'PUT', path: `${A}/tai-khoan/du-an`, ...sys(FN.accountWrite), summary: 'Gán dự án (?duAnId)' }),

  groupCreate: ep({ method: 'POST', path: `${A}/phan-quyen`, ...sys(FN.permissionWrite), summary: 'Thêm nhóm quyền' }),
  groupUpdate: ep({ method: 'PUT', path: `${A}/phan-quyen`, ...sys(FN.permissionWrite), summary: 'Sửa nhóm quyền' }),
  groupDelete: ep({ method: 'DELETE', path: `${A}/phan-quyen/id/{id}`, ...sys(FN.permissionWrite), summary: 'Xóa nhóm quyền' }),
  groupList: ep({ method: 'GET', path: `${A}/phan-quyen`, ...sys(FN.permissionRead), summary: 'Danh sách nhóm quyền' }),
  groupMenuSet: ep({ method: 'POST', path: `${A}/phan-quyen-menu`, ...sys(FN.permissionWrite), summary: 'Gán menu cho nhóm quyền' }),
  groupMenuGet: ep({ method: 'GET', path: `${A}/phan-quyen-menu`, ...sys(FN.permissionRead), summary: 'Menu của nhóm quyền (phanQuyenId, duAnId)' }),
  groupFunctionSet: ep({ method: 'POST', path: `${A}/phan-quyen-chuc-nang`, ...sys(FN.permissionWrite), summary: 'Gán chức năng cho nhóm quyền' }),
  groupFunctionGet: ep({ method: 'GET', path: `${A}/phan-quyen-chuc-nang`, ...sys(FN.permissionRead), summary: 'Chức năng của nhóm quyền (phanQuyenId, duAnId)' }),

  // Department links (issue 13): list, by id, create, update, delete from the resource; the rest here.
  ...resourceRows(accountDept),
  accountDeptCreateMany: ep({ method: 'POST', path: `${A}/tai-khoan-phong-ban/array`, ...sys(FN.accountWrite), summary: 'Gán nhiều phòng ban (đã gán thì giữ nguyên)', body: ZAccountDeptInputs, response: z.array(ZAccountDept) }),
  accountDeptDeleteByAccount: ep({ method: 'DELETE', path: `${A}/tai-khoan-phong-ban/{id}/tai-khoan-id`, ...sys(FN.accountWrite), summary: 'Xóa mọi phòng ban của tài khoản (id = tai_khoan_id)', params: z.object({ id: ZId }), response: ZEmpty }),
  accountDeptByAccount: ep({ method: 'GET', path: `${A}/tai-khoan-phong-ban/{id}/tai-khoan-id`, ...sys(FN.accountRead), summary: 'Phòng ban của tài khoản (id = tai_khoan_id)', params: z.object({ id: ZId }), response: z.array(ZAccountDept) }),
  accountDeptAccounts: ep({ method: 'GET', path: `${A}/tai-khoan-phong-ban/tai-khoan`, ...sys(FN.accountRead), summary: 'Tài khoản cấp nhân viên có thể gán phòng ban', query: ZLinkableAccountQuery, response: ZPage(ZLinkableAccount) }),

  accountHospitalCreate: ep({ method: 'POST', path: `${A}/tai-khoan-hospital`, ...sys(FN.accountWrite), summary: 'Gán bệnh viện cho tài khoản' }),
  accountHospitalByAccount: ep({ method: 'GET', path: `${A}/tai-khoan-hospital/{id}/tai-khoan-id`, ...sys(FN.accountRead), summary: 'Bệnh viện của tài khoản' }),
  hospitalInfoUpdate: ep({ method: 'PUT', path: `${A}/hospital/hospital-info`, ...sys(FN.hospitalWrite), summary: 'Sửa thông tin bệnh viện' }),

  ...resourceRows(systemParameter),

  licenceList: ep({ method: 'GET', path: `${A}/hospital-module`, module: 'system', fn: FN.licenceWrite, licensed: false, summary: 'Bản quyền phân hệ của các bệnh viện', query: ZPageQuery, response: ZPage(ZHospitalLicences) }),
  licenceUpdate: ep({ method: 'PUT', path: `${A}/hospital-module/{id}`, module: 'system', fn: FN.licenceWrite, licensed: false, summary: 'Đặt bản quyền phân hệ của một bệnh viện (id = hospital_id)', params: z.object({ id: ZId }), body: ZHospitalLicencesInput, response: ZHospitalLicences }),

  auditList: ep({ method: 'GET', path: `${A}/nhat-ky`, ...sys(FN.auditRead), summary: 'Nhật ký thay đổi (chỉ đọc)', query: ZAuditQuery, response: ZPage(ZAuditRow) }),
  auditEntities: ep({ method: 'GET', path: `${A}/nhat-ky/doi-tuong`, ...sys(FN.auditRead), summary: 'Các loại đối tượng có trong nhật ký', response: z.array(z.string()) }),
  auditExport: ep({ method: 'GET', path: `${A}/nhat-ky/xuat`, ...sys(FN.auditRead), file: true, summary: 'Xuất nhật ký ra CSV (tối đa 50.000 dòng)', query: ZAuditQuery.omit({ page: true, size: true }) }),
};
