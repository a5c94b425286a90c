import { z } from 'zod';
import { ZComboItem, ZEmpty, ZId, ZPage, ZPageQuery } from '../common.js';
import { ep } from '../endpoint.js';
import {
  ZAhrqCategory,
  ZAhrqCategoryInput,
  ZAhrqCategoryQuery,
  ZAhrqCategoryUpdate,
  ZMappingQuery,
  ZMappingRow,
  ZMappingSave,
  ZMappingSaved,
  ZMappingSummary,
  ZMappingSummaryQuery,
} from '../entities/ahrq-mapping.js';
import { ZDepartment, ZHospitalComboQuery, ZHospitalListQuery } from '../entities/department.js';
import { ZHospital } from '../entities/hospital.js';
import { ZJobTitle } from '../entities/job-title.js';
import { ZPosition } from '../entities/position.js';
import { ZStaff } from '../entities/staff.js';
import { FN } from '../functions.js';

const A = '/auth/v1';
const byId = z.object({ id: ZId });
/** Reads other modules need stay open to any logged-in user of the hospital (DESIGN.md). */
const read = { module: 'catalogues', fn: null, licensed: false } as const;
const write = { module: 'catalogues', fn: FN.catalogueWrite } as const;
const staffWrite = { module: 'catalogues', fn: FN.staffWrite } as const;

export const catalogueEndpoints = {
  hospitalList: ep({ method: 'GET', path: `${A}/hospital`, ...read, summary: 'Danh sách bệnh viện trong phạm vi', query: ZPageQuery, response: ZPage(ZHospital) }),
  hospitalById: ep({ method: 'GET', path: `${A}/hospital/{id}`, ...read, summary: 'Bệnh viện theo id', params: byId, response: ZHospital }),
  hospitalQuery: ep({ method: 'GET', path: `${A}/hospital/query`, ...read, summary: 'Tìm bệnh viện', query: ZPageQuery, response: ZPage(ZHospital) }),
  hospitalAuth: ep({ method: 'GET', path: `${A}/hospital/auth`, ...read, summary: 'Bệnh viện của tài khoản (combobox)', response: z.array(ZComboItem) }),
  hospitalReport: ep({ method: 'GET', path: `${A}/hospital/report`, module: 'reports', fn: FN.reportRead, summary: 'Bệnh viện cho báo cáo' }),
  hospitalCreate: ep({ method: 'POST', path: `${A}/hospital`, module: 'catalogues', fn: FN.hospitalWrite, summary: 'Thêm bệnh viện' }),
  hospitalUpdate: ep({ method: 'PUT', path: `${A}/hospital`, module: 'catalogues', fn: FN.hospitalWrite, summary: 'Sửa bệnh viện' }),
  hospitalDelete: ep({ method: 'DELETE', path: `${A}/hospital`, module: 'catalogues', fn: FN.hospitalWrite, summary: 'Xóa bệnh viện (?hospitalId)' }),

  departmentList: ep({ method: 'GET', path: `${A}/phong-ban`, ...read, summary: 'Danh sách phòng ban', query: ZHospitalListQuery, response: ZPage(ZDepartment) }),
  departmentById: ep({ method: 'GET', path: `${A}/phong-ban/{id}`, ...read, summary: 'Phòng ban theo id', params: byId, response: ZDepartment }),
  departmentCombo: ep({ method: 'GET', path: `${A}/phong-ban/combobox`, ...read, summary: 'Phòng ban (id, tên)', query: ZHospitalComboQuery, response: z.array(ZComboItem) }),
  departmentByToken: ep({ method: 'GET', path: `${A}/phong-ban/by-token`, ...read, summary: 'Phòng ban của tài khoản đang đăng nhập', response: z.array(ZComboItem) }),
  departmentCreate: ep({ method: 'POST', path: `${A}/phong-ban`, ...write, summary: 'Thêm phòng ban' }),
  departmentUpdate: ep({ method: 'PUT', path: `${A}/phong-ban`, ...write, summary: 'Sửa phòng ban' }),
  departmentDelete: ep({ method: 'DELETE', path: `${A}/phong-ban/{id}`, ...write, summary: 'Xóa phòng ban' }),

  jobTitleList: ep({ method: 'GET', path: `${A}/chuc-danh`, ...read, summary: 'Danh sách chức danh', query: ZHospitalListQuery, response: ZPage(ZJobTitle) }),
  jobTitleById: ep({ method: 'GET', path: `${A}/chuc-danh/{id}`, ...read, summary: 'Chức danh theo id', params: byId, response: ZJobTitle }),
  jobTitleCombo: ep({ method: 'GET', path: `${A}/chuc-danh/combobox`, ...read, summary: 'Chức danh (id, tên)', query: ZHospitalComboQuery, response: z.array(ZComboItem) }),
  jobTitleCreate: ep({ method: 'POST', path: `${A}/chuc-danh`, ...write, summary: 'Thêm chức danh' }),
  jobTitleUpdate: ep({ method: 'PUT', path: `${A}/chuc-danh`, ...write, summary: 'Sửa chức danh' }),
  jobTitleDelete: ep({ method: 'DELETE', path: `${A}/chuc-danh/{id}`, ...write, summary: 'Xóa chức danh' }),

  positionList: ep({ method: 'GET', path: `${A}/chuc-vu`, ...read, summary: 'Danh sách chức vụ', query: ZHospitalListQuery, response: ZPage(ZPosition) }),
  positionById: ep({ method: 'GET', path: `${A}/chuc-vu/{id}`, ...read, summary: 'Chức vụ theo id', params: byId, response: ZPosition }),
  positionCombo: ep({ method: 'GET', path: `${A}/chuc-vu/combobox`, ...read, summary: 'Chức vụ (id, tên)', query: ZHospitalComboQuery, response: z.array(ZComboItem) }),
  positionCreate: ep({ method: 'POST', path: `${A}/chuc-vu`, ...write, summary: 'Thêm chức vụ' }),
  positionUpdate: ep({ method: 'PUT', path: `${A}/chuc-vu`, ...write, summary: 'Sửa chức vụ' }),
  positionDelete: ep({ method: 'DELETE', path: `${A}/chuc-vu/{id}`, ...write, summary: 'Xóa chức vụ' }),

  staffList: ep({ method: 'GET', path: `${A}/nhan-vien`, ...read, summary: 'Danh sách nhân viên (e-mail, điện thoại cần quyền quản trị)', query: ZHospitalListQuery.extend({ phongBanId: z.coerce.number().int().positive().optional() }), response: ZPage(ZStaff) }),
  staffById: ep({ method: 'GET', path: `${A}/nhan-vien/id/{id}`, ...read, summary: 'Nhân viên theo id', params: byId, response: ZStaff }),
  staffCombo: ep({ method: 'GET', path: `${A}/nhan-vien/combobox`, ...read, summary: 'Nhân viên (id, tên)', query: ZHospitalComboQuery, response: z.array(ZComboItem) }),
  staffByUsername: ep({ method: 'GET', path: `${A}/nhan-vien/username`, ...read, summary: 'Nhân viên theo tên tài khoản' }),
  staffDoctors: ep({ method: 'GET', path: `${A}/nhan-vien/danhsachbacsi`, ...read, summary: 'Danh sách bác sĩ' }),
  staffPartnerDoctors: ep({ method: 'GET', path: `${A}/nhan-vien/danhsachbacsihoptac`, ...read, summary: 'Danh sách bác sĩ hợp tác' }),
  staffCreate: ep({ method: 'POST', path: `${A}/nhan-vien`, ...staffWrite, summary: 'Thêm nhân viên' }),
  staffUpdate: ep({ method: 'PUT', path: `${A}/nhan-vien`, ...staffWrite, summary: 'Sửa nhân viên' }),
  staffDelete: ep({ method: 'DELETE', path: `${A}/nhan-vien/id/{id}`, ...staffWrite, summary: 'Xóa nhân viên' }),
  staffImportTemplate: ep({ method: 'GET', path: `${A}/nhan-vien/file-import`, ...staffWrite, summary: 'Tệp mẫu nhập nhân viên' }),
  staffImport: ep({ method: 'POST', path: `${A}/nhan-vien/import`, ...staffWrite, summary: 'Nhập nhân viên từ Excel' }),

  menuCreate: ep({ method: 'POST', path: `${A}/menu`, module: 'catalogues', fn: FN.menuWrite, summary: 'Thêm menu' }),
  menuClone: ep({ method: 'POST', path: `${A}/menu/clone`, module: 'catalogues', fn: FN.menuWrite, summary: 'Nhân bản menu' }),
  menuUpdate: ep({ method: 'PUT', path: `${A}/menu`, module: 'catalogues', fn: FN.menuWrite, summary: 'Sửa menu' }),
  menuDelete: ep({ method: 'DELETE', path: `${A}/menu/{id}`, module: 'catalogues', fn: FN.menuWrite, summary: 'Xóa menu' }),
  menuList: ep({ method: 'GET', path: `${A}/menu`, module: 'catalogues', fn: FN.menuRead, summary: 'Danh sách menu' }),
  menuById: ep({ method: 'GET', path: `${A}/menu/id/{id}`, module: 'catalogues', fn: FN.menuRead, summary: 'Menu theo id' }),
  menuOfProject: ep({ method: 'GET', path: `${A}/menu/du-an`, module: 'catalogues', fn: FN.menuRead, summary: 'Menu của dự án' }),

  functionCreate: ep({ method: 'POST', path: `${A}/chuc-nang`, module: 'catalogues', fn: FN.functionWrite, summary: 'Thêm chức năng' }),
  functionClone: ep({ method: 'POST', path: `${A}/chuc-nang/clone`, module: 'catalogues', fn: FN.functionWrite, summary: 'Nhân bản chức năng' }),
  functionUpdate: ep({ method: 'PUT', path: `${A}/chuc-nang`, module: 'catalogues', fn: FN.functionWrite, summary: 'Sửa chức năng' }),
  functionDelete: ep({ method: 'DELETE', path: `${A}/chuc-nang/{id}`, module: 'catalogues', fn: FN.functionWrite, summary: 'Xóa chức năng' }),
  functionList: ep({ method: 'GET', path: `${A}/chuc-nang`, module: 'catalogues', fn: FN.functionRead, summary: 'Danh sách chức năng' }),
  functionById: ep({ method: 'GET', path: `${A}/chuc-nang/id/{id}`, module: 'catalogues', fn: FN.functionRead, summary: 'Chức năng theo id' }),
  functionOfGroup: ep({ method: 'GET', path: `${A}/chuc-nang/phan-quyen`, module: 'catalogues', fn: FN.functionRead, summary: 'Chức năng của nhóm quyền' }),
  functionOfProject: ep({ method: 'GET', path: `${A}/chuc-nang/du-an`, module: 'catalogues', fn: FN.functionRead, summary: 'Chức năng của dự án' }),

  adminUnitByLevel: ep({ method: 'GET', path: `${A}/donvihanhchinh/cap/{level}`, ...read, summary: 'Đơn vị hành chính theo cấp' }),
  adminUnitByParent: ep({ method: 'GET', path: `${A}/donvihanhchinh/parentid/{id}`, ...read, summary: 'Đơn vị hành chính con' }),

  // AHRQ categories (system-wide; written by system administrators only) and the hospitals'
  // mappings of their departments and job titles to them (DESIGN.md, "Instruments").
  ahrqDepartmentList: ep({ method: 'GET', path: `${A}/phong-ban-ahrq`, ...read, summary: 'Danh mục khoa/đơn vị AHRQ', query: ZAhrqCategoryQuery, response: z.array(ZAhrqCategory) }),
  ahrqDepartmentById: ep({ method: 'GET', path: `${A}/phong-ban-ahrq/{id}`, ...read, summary: 'Khoa/đơn vị AHRQ theo id', params: byId, response: ZAhrqCategory }),
  ahrqDepartmentCreate: ep({ method: 'POST', path: `${A}/phong-ban-ahrq`, ...write, summary: 'Thêm khoa/đơn vị AHRQ', body: ZAhrqCategoryInput, response: ZAhrqCategory }),
  ahrqDepartmentUpdate: ep({ method: 'PUT', path: `${A}/phong-ban-ahrq`, ...write, summary: 'Sửa khoa/đơn vị AHRQ', body: ZAhrqCategoryUpdate, response: ZAhrqCategory }),
  ahrqDepartmentDelete: ep({ method: 'DELETE', path: `${A}/phong-ban-ahrq/{id}`, ...write, summary: 'Xóa khoa/đơn vị AHRQ (chưa được ánh xạ)', params: byId, response: ZEmpty }),
  ahrqJobTitleList: ep({ method: 'GET', path: `${A}/chuc-danh-ahrq`, ...read, summary: 'Danh mục vị trí công tác AHRQ', query: ZAhrqCategoryQuery, response: z.array(ZAhrqCategory) }),
  ahrqJobTitleById: ep({ method: 'GET', path: `${A}/chuc-danh-ahrq/{id}`, ...read, summary: 'Vị trí công tác AHRQ theo id', params: byId, response: ZAhrqCategory }),
  ahrqJobTitleCreate: ep({ method: 'POST', path: `${A}/chuc-danh-ahrq`, ...write, summary: 'Thêm vị trí công tác AHRQ', body: ZAhrqCategoryInput, response: ZAhrqCategory }),
  ahrqJobTitleUpdate: ep({ method: 'PUT', path: `${A}/chuc-danh-ahrq`, ...write, summary: 'Sửa vị trí công tác AHRQ', body: ZAhrqCategoryUpdate, response: ZAhrqCategory }),
  ahrqJobTitleDelete: ep({ method: 'DELETE', path: `${A}/chuc-danh-ahrq/{id}`, ...write, summary: 'Xóa vị trí công tác AHRQ (chưa được ánh xạ)', params: byId, response: ZEmpty }),
  mappingSummary: ep({ method: 'GET', path: `${A}/mapping`, ...read, summary: 'Tình trạng ánh xạ của một bệnh viện', query: ZMappingSummaryQuery, response: ZMappingSummary }),
  mappingSave: ep({ method: 'POST', path: `${A}/mapping`, ...write, summary: 'Lưu ánh xạ phòng ban / chức danh sang danh mục AHRQ', body: ZMappingSave, response: ZMappingSaved }),
  mappingJobTitles: ep({ method: 'GET', path: `${A}/mapping/chuc-danh`, ...read, summary: 'Chức danh và danh mục AHRQ tương ứng', query: ZMappingQuery, response: ZPage(ZMappingRow) }),
  mappingDepartments: ep({ method: 'GET', path: `${A}/mapping/phong-ban`, ...read, summary: 'Phòng ban và danh mục AHRQ tương ứng', query: ZMappingQuery, response: ZPage(ZMappingRow) }),

  projectCreate: ep({ method: 'POST', path: `${A}/danh-muc-du-an`, ...write, summary: 'Thêm dự án' }),
  projectUpdate: ep({ method: 'PUT', path: `${A}/danh-muc-du-an`, ...write, summary: 'Sửa dự án' }),
  projectDelete: ep({ method: 'DELETE', path: `${A}/danh-muc-du-an/id/{id}`, ...write, summary: 'Xóa dự án' }),
  projectList: ep({ method: 'GET', path: `${A}/danh-muc-du-an`, ...read, summary: 'Danh sách dự án' }),
  projectQuery: ep({ method: 'GET', path: `${A}/danh-muc-du-an/query`, ...read, summary: 'Tìm dự án' }),
  projectById: ep({ method: 'GET', path: `${A}/danh-muc-du-an/id/{id}`, ...read, summary: 'Dự án theo id' }),
  projectCombo: ep({ method: 'GET', path: `${A}/danh-muc-du-an/combobox`, ...read, summary: 'Dự án (id, tên)' }),
};
