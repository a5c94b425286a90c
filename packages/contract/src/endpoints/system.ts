import { z } from 'zod';
import { ZComboItem, ZEmpty, ZId, ZPage, ZPageQuery } from '../common.js';
import {
  ZAccount,
  ZAccountCreate,
  ZAccountHospitals,
  ZAccountListQuery,
  ZAccountRemoved,
  ZAccountSetGroup,
  ZAccountSetProject,
  ZAccountSetStaff,
  ZAccountUpdate,
  ZSupportAccount,
  ZUsernameCheck,
  ZUsernameQuery,
} from '../entities/account.js';
import { ZProjectQuery } from '../entities/menu-admin.js';
import { ZAccountDept, ZAccountDeptInputs, ZLinkableAccount, ZLinkableAccountQuery } from '../entities/account-department.js';
import { ZAuditQuery, ZAuditRow } from '../entities/audit.js';
import { ZHospital, ZHospitalInfoInput } from '../entities/hospital.js';
import { ZHospitalLicences, ZHospitalLicencesInput } from '../entities/licence.js';
import { ZGroupAssignmentQuery, ZGroupFunctions, ZGroupFunctionsInput, ZGroupMenus, ZGroupMenusInput } from '../entities/permission-group.js';
import { ZMailSettings, ZMailTestBody, ZMailTestResult } from '../entities/mail-settings.js';
import { ep } from '../endpoint.js';
import { FN } from '../functions.js';
import { resourceRows } from '../resource.js';
import { permissionGroup } from '../resources/permission-group.js';
import { accountDept } from '../resources/account-department.js';
import { systemParameter } from '../resources/system-parameter.js';

const A = '/auth/v1';
const V = '/votesafety/v1';
const sys = (fn: (typeof FN)[keyof typeof FN]) => ({ module: 'system', fn }) as const;

/** Administration calls of mf-system (accounts, groups, scopes, parameters). */
export const systemEndpoints = {
  accountCreate: ep({
    method: 'POST',
    path: `${A}/tai-khoan`,
    ...sys(FN.accountWrite),
    hospital: 'row',
    audit: { entity: 'account', action: 'create' },
    summary: 'Thêm tài khoản (mật khẩu ban đầu, phải đổi khi đăng nhập lần đầu)',
    body: ZAccountCreate,
    response: ZAccount,
  }),
  accountUpdate: ep({
    method: 'PUT',
    path: `${A}/tai-khoan`,
    ...sys(FN.accountWrite),
    hospital: 'row',
    audit: { entity: 'account', action: 'update' },
    summary: 'Sửa tài khoản (trạng thái, bệnh viện, mật khẩu)',
    body: ZAccountUpdate,
    response: ZAccount,
  }),
  accountSetGroup: ep({
    method: 'PUT',
    path: `${A}/tai-khoan/phan-quyen-nhom`,
    ...sys(FN.accountWrite),
    hospital: 'row',
    audit: { entity: 'account', action: 'update' },
    summary: 'Đổi nhóm quyền của tài khoản (không cao hơn nhóm của người đổi)',
    body: ZAccountSetGroup,
    response: ZAccount,
  }),
  accountSetStaff: ep({
    method: 'PUT',
    path: `${A}/tai-khoan/nhan-vien-su-dung`,
    ...sys(FN.accountWrite),
    hospital: 'row',
    audit: { entity: 'account', action: 'update' },
    summary: 'Gán nhân viên sử dụng tài khoản',
    body: ZAccountSetStaff,
    response: ZAccount,
  }),
  accountDelete: ep({
    method: 'DELETE',
    path: `${A}/tai-khoan/id/{id}`,
    ...sys(FN.accountWrite),
    hospital: 'row',
    audit: { entity: 'account', action: 'delete' },
    summary: 'Xóa tài khoản (tài khoản đã có lịch sử thì bị khóa)',
    params: z.object({ id: ZId }),
    response: ZAccountRemoved,
  }),
  accountList: ep({ method: 'GET', path: `${A}/tai-khoan`, ...sys(FN.accountRead), summary: 'Danh sách tài khoản', query: ZAccountListQuery, response: ZPage(ZAccount) }),
  accountQuery: ep({
    method: 'GET',
    path: `${A}/tai-khoan/query`,
    ...sys(FN.accountRead),
    summary: 'Tìm tài khoản (id, tên)',
    query: ZAccountListQuery,
    response: z.array(ZComboItem),
  }),
  accountAssignableGroups: ep({
    method: 'GET',
    path: `${A}/tai-khoan/nhom-quyen`,
    ...sys(FN.accountRead),
    summary: 'Nhóm quyền người gọi được gán (không cao hơn nhóm của mình)',
    response: z.array(ZComboItem),
  }),
  accountByUsername: ep({
    method: 'GET',
    path: `${A}/tai-khoan/username`,
    ...sys(FN.accountRead),
    summary: 'Tên tài khoản đã có chưa (không phân biệt hoa thường)',
    query: ZUsernameQuery,
    response: ZUsernameCheck,
  }),
  accountSupport: ep({
    method: 'GET',
    path: `${A}/tai-khoan/taikhoanhotro`,
    module: 'core',
    fn: null,
    summary: 'Tài khoản hỗ trợ (quản trị hệ thống đang hoạt động)',
    response: z.array(ZSupportAccount),
  }),
  accountSetProject: ep({
    method: 'PUT',
    path: `${A}/tai-khoan/du-an`,
    ...sys(FN.accountWrite),
    hospital: 'row',
    audit: { entity: 'account', action: 'update' },
    summary: 'Gán dự án làm việc của tài khoản (?duAnId)',
    query: ZProjectQuery,
    body: ZAccountSetProject,
    response: ZAccount,
  }),
  accountById: ep({ method: 'GET', path: `${A}/tai-khoan/{id}`, ...sys(FN.accountRead), summary: 'Tài khoản theo id', params: z.object({ id: ZId }), response: ZAccount }),

  ...resourceRows(permissionGroup),
  groupMenuSet: ep({
    method: 'POST',
    path: `${A}/phan-quyen-menu`,
    ...sys(FN.permissionWrite),
    hospital: 'none',
    audit: { entity: 'group', action: 'update', id: 'phan_quyen_id' },
    summary: 'Gán menu cho nhóm quyền (thay cả danh sách của một dự án; menu cha đi theo menu con)',
    body: ZGroupMenusInput,
    response: ZGroupMenus,
  }),
  groupMenuGet: ep({
    method: 'GET',
    path: `${A}/phan-quyen-menu`,
    ...sys(FN.permissionRead),
    summary: 'Menu của nhóm quyền (phanQuyenId, duAnId)',
    query: ZGroupAssignmentQuery,
    response: ZGroupMenus,
  }),
  groupFunctionSet: ep({
    method: 'POST',
    path: `${A}/phan-quyen-chuc-nang`,
    ...sys(FN.permissionWrite),
    hospital: 'none',
    audit: { entity: 'group', action: 'update', id: 'phan_quyen_id' },
    summary: 'Gán chức năng cho nhóm quyền (thay cả danh sách của một dự án)',
    body: ZGroupFunctionsInput,
    response: ZGroupFunctions,
  }),
  groupFunctionGet: ep({
    method: 'GET',
    path: `${A}/phan-quyen-chuc-nang`,
    ...sys(FN.permissionRead),
    summary: 'Chức năng của nhóm quyền (phanQuyenId, duAnId)',
    query: ZGroupAssignmentQuery,
    response: ZGroupFunctions,
  }),

  // Department links (issue 13): list, by id, create, update, delete from the resource; the rest here.
  ...resourceRows(accountDept),
  accountDeptCreateMany: ep({
    method: 'POST',
    path: `${A}/tai-khoan-phong-ban/array`,
    ...sys(FN.accountWrite),
    hospital: 'row',
    audit: { entity: 'accountDept', action: 'create' },
    summary: 'Gán nhiều phòng ban (đã gán thì giữ nguyên)',
    body: ZAccountDeptInputs,
    response: z.array(ZAccountDept),
  }),
  accountDeptDeleteByAccount: ep({
    method: 'DELETE',
    path: `${A}/tai-khoan-phong-ban/{id}/tai-khoan-id`,
    ...sys(FN.accountWrite),
    hospital: 'row',
    audit: { entity: 'accountDept', action: 'delete' },
    summary: 'Xóa mọi phòng ban của tài khoản (id = tai_khoan_id)',
    params: z.object({ id: ZId }),
    response: ZEmpty,
  }),
  accountDeptByAccount: ep({
    method: 'GET',
    path: `${A}/tai-khoan-phong-ban/{id}/tai-khoan-id`,
    ...sys(FN.accountRead),
    summary: 'Phòng ban của tài khoản (id = tai_khoan_id)',
    params: z.object({ id: ZId }),
    response: z.array(ZAccountDept),
  }),
  accountDeptAccounts: ep({
    method: 'GET',
    path: `${A}/tai-khoan-phong-ban/tai-khoan`,
    ...sys(FN.accountRead),
    summary: 'Tài khoản cấp nhân viên có thể gán phòng ban',
    query: ZLinkableAccountQuery,
    response: ZPage(ZLinkableAccount),
  }),

  accountHospitalCreate: ep({
    method: 'POST',
    path: `${A}/tai-khoan-hospital`,
    ...sys(FN.accountWrite),
    hospital: 'row',
    audit: { entity: 'accountHospital', action: 'update', id: 'tai_khoan_id' },
    summary: 'Đặt các bệnh viện tài khoản được làm việc ngoài bệnh viện của mình (thay toàn bộ)',
    body: ZAccountHospitals,
    response: z.array(ZComboItem),
  }),
  accountHospitalByAccount: ep({
    method: 'GET',
    path: `${A}/tai-khoan-hospital/{id}/tai-khoan-id`,
    ...sys(FN.accountRead),
    summary: 'Bệnh viện của tài khoản (ngoài bệnh viện của mình)',
    params: z.object({ id: ZId }),
    response: z.array(ZComboItem),
  }),
  hospitalInfoUpdate: ep({
    method: 'PUT',
    path: `${A}/hospital/hospital-info`,
    ...sys(FN.hospitalInfoWrite),
    hospital: 'row',
    audit: { entity: 'hospital', action: 'update' },
    summary: 'Sửa thông tin bệnh viện của mình (tên, địa chỉ, liên hệ, đặc điểm AHRQ, logo)',
    body: ZHospitalInfoInput,
    response: ZHospital,
  }),

  ...resourceRows(systemParameter),

  licenceList: ep({
    method: 'GET',
    path: `${A}/hospital-module`,
    module: 'system',
    fn: FN.licenceWrite,
    licensed: false,
    summary: 'Bản quyền phân hệ của các bệnh viện',
    query: ZPageQuery,
    response: ZPage(ZHospitalLicences),
  }),
  licenceUpdate: ep({
    method: 'PUT',
    path: `${A}/hospital-module/{id}`,
    module: 'system',
    fn: FN.licenceWrite,
    licensed: false,
    hospital: 'none',
    systemOnly: true,
    audit: { entity: 'licence', action: 'update' },
    summary: 'Đặt bản quyền phân hệ của một bệnh viện (id = hospital_id)',
    params: z.object({ id: ZId }),
    body: ZHospitalLicencesInput,
    response: ZHospitalLicences,
  }),

  mailSettings: ep({
    method: 'GET',
    path: `${V}/email/cau-hinh`,
    ...sys(FN.paramWrite),
    summary: 'Cấu hình gửi thư: máy chủ, người gửi, thư chờ, lỗi gần nhất',
    response: ZMailSettings,
  }),
  mailTest: ep({
    method: 'POST',
    path: `${V}/email/thu-nghiem`,
    ...sys(FN.paramWrite),
    hospital: 'none',
    audit: { entity: 'mail', action: 'thu-nghiem' },
    summary: 'Gửi ngay một thư thử (mặc định đến e-mail của chính người dùng)',
    body: ZMailTestBody,
    response: ZMailTestResult,
  }),

  auditList: ep({ method: 'GET', path: `${A}/nhat-ky`, ...sys(FN.auditRead), summary: 'Nhật ký thay đổi (chỉ đọc)', query: ZAuditQuery, response: ZPage(ZAuditRow) }),
  auditEntities: ep({ method: 'GET', path: `${A}/nhat-ky/doi-tuong`, ...sys(FN.auditRead), summary: 'Các loại đối tượng có trong nhật ký', response: z.array(z.string()) }),
  auditExport: ep({
    method: 'GET',
    path: `${A}/nhat-ky/xuat`,
    ...sys(FN.auditRead),
    file: true,
    audit: { entity: 'auditLog', action: 'export' },
    summary: 'Xuất nhật ký ra CSV (tối đa 50.000 dòng)',
    query: ZAuditQuery.omit({ page: true, size: true }),
  }),
};
