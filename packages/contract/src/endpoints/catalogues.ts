import { z } from 'zod';
import { ZComboItem, ZPage, ZPageQuery, zName } from '../common.js';
import { ep } from '../endpoint.js';
import { ZMappingQuery, ZMappingRow, ZMappingSave, ZMappingSaved, ZMappingSummary, ZMappingSummaryQuery } from '../entities/ahrq-mapping.js';
import { ZHospital } from '../entities/hospital.js';
import { ZFunction } from '../entities/function.js';
import { ZCloneBody, ZGroupProjectQuery, ZMenuRow, ZProjectQuery } from '../entities/menu-admin.js';
import { ZStaff, ZStaffListQuery } from '../entities/staff.js';
import { FN } from '../functions.js';
import { resourceRows } from '../resource.js';
import { appFunction, department, hospital, jobTitle, menu, position, project, staff } from '../resources/index.js';
import { A } from '../resources/paths.js';
import { type AhrqPrefix, ahrqCategorySets } from '../resources/ahrq-category.js';

/** Reads other modules need stay open to any logged-in user of the hospital (DESIGN.md). */
const read = { module: 'catalogues', fn: null, licensed: false } as const;
const write = { module: 'catalogues', fn: FN.catalogueWrite } as const;
const ZUsernameQuery = z.object({ username: zName(100, 'Vui lòng nhập tên tài khoản') });

/**
 * The AHRQ category lists (system-wide; written by system administrators only) and the hospitals'
 * mappings of their departments and job titles to them (docs/decisions/ahrq-mapping.md), at one
 * service prefix. The specification places them under the survey service (`/votesafety/v1`);
 * the pages call them under `/auth/v1`: both carry the same set, served by one implementation.
 */
function ahrqCallsAt(base: AhrqPrefix, lists: (typeof ahrqCategorySets)[number]) {
  return {
    ...resourceRows(lists.phong_ban),
    ...resourceRows(lists.chuc_danh),
    mappingSummary: ep({ method: 'GET', path: `${base}/mapping`, ...read, summary: 'Tình trạng ánh xạ của một bệnh viện', query: ZMappingSummaryQuery, response: ZMappingSummary }),
    mappingSave: ep({
      method: 'POST',
      path: `${base}/mapping`,
      ...write,
      hospital: 'row',
      audit: { entity: 'mapping', action: 'update' },
      summary: 'Lưu ánh xạ phòng ban / chức danh sang danh mục AHRQ',
      body: ZMappingSave,
      response: ZMappingSaved,
    }),
    mappingJobTitles: ep({
      method: 'GET',
      path: `${base}/mapping/chuc-danh`,
      ...read,
      summary: 'Chức danh và danh mục AHRQ tương ứng',
      query: ZMappingQuery,
      response: ZPage(ZMappingRow),
    }),
    mappingDepartments: ep({
      method: 'GET',
      path: `${base}/mapping/phong-ban`,
      ...read,
      summary: 'Phòng ban và danh mục AHRQ tương ứng',
      query: ZMappingQuery,
      response: ZPage(ZMappingRow),
    }),
  };
}

const ahrqAuth = ahrqCallsAt(A, ahrqCategorySets[0]);
const ahrqSurvey = ahrqCallsAt('/votesafety/v1', ahrqCategorySets[1]);
/** The AHRQ calls at both prefixes (rows of the endpoint table below), for the server to serve each set with one implementation. */
export const ahrqEndpointSets = [ahrqAuth, ahrqSurvey] as const;

/** The catalogue calls (spec §7): resources from their definitions, plus the calls that are not CRUD. */
export const catalogueEndpoints = {
  ...resourceRows(hospital),
  hospitalQuery: ep({ method: 'GET', path: `${A}/hospital/query`, ...read, summary: 'Tìm bệnh viện', query: ZPageQuery, response: ZPage(ZHospital) }),
  hospitalAuth: ep({ method: 'GET', path: `${A}/hospital/auth`, ...read, summary: 'Bệnh viện của tài khoản (combobox)', response: z.array(ZComboItem) }),
  hospitalReport: ep({
    method: 'GET',
    path: `${A}/hospital/report`,
    module: 'reports',
    fn: FN.reportRead,
    summary: 'Bệnh viện người dùng báo cáo được chọn',
    response: z.array(ZComboItem),
  }),

  ...resourceRows(department),
  departmentByToken: ep({ method: 'GET', path: `${A}/phong-ban/by-token`, ...read, summary: 'Phòng ban của tài khoản đang đăng nhập', response: z.array(ZComboItem) }),
  ...resourceRows(jobTitle),
  ...resourceRows(position),

  ...resourceRows(staff),
  staffByUsername: ep({ method: 'GET', path: `${A}/nhan-vien/username`, ...read, summary: 'Nhân viên của một tài khoản (?username)', query: ZUsernameQuery, response: ZStaff }),
  staffDoctors: ep({
    method: 'GET',
    path: `${A}/nhan-vien/danhsachbacsi`,
    ...read,
    summary: 'Danh sách bác sĩ (nhân viên có chức danh bác sĩ)',
    query: ZStaffListQuery,
    response: ZPage(ZStaff),
  }),
  staffPartnerDoctors: ep({
    method: 'GET',
    path: `${A}/nhan-vien/danhsachbacsihoptac`,
    ...read,
    summary: 'Danh sách bác sĩ hợp tác (bác sĩ là nhân sự ngoài)',
    query: ZStaffListQuery,
    response: ZPage(ZStaff),
  }),

  ...resourceRows(menu),
  menuClone: ep({
    method: 'POST',
    path: `${A}/menu/clone`,
    module: 'catalogues',
    fn: FN.menuWrite,
    hospital: 'none',
    systemOnly: true,
    audit: { entity: 'menu', action: 'clone' },
    summary: 'Nhân bản menu (cùng các menu con)',
    body: ZCloneBody,
    response: ZMenuRow,
  }),
  menuOfProject: ep({
    method: 'GET',
    path: `${A}/menu/du-an`,
    module: 'catalogues',
    fn: FN.menuRead,
    summary: 'Menu của dự án (phẳng, theo cây)',
    query: ZProjectQuery,
    response: z.array(ZMenuRow),
  }),

  ...resourceRows(appFunction),
  functionClone: ep({
    method: 'POST',
    path: `${A}/chuc-nang/clone`,
    module: 'catalogues',
    fn: FN.functionWrite,
    hospital: 'none',
    systemOnly: true,
    audit: { entity: 'function', action: 'clone' },
    summary: 'Nhân bản chức năng',
    body: ZCloneBody,
    response: ZFunction,
  }),
  functionOfGroup: ep({
    method: 'GET',
    path: `${A}/chuc-nang/phan-quyen`,
    module: 'catalogues',
    fn: FN.functionRead,
    summary: 'Chức năng của nhóm quyền',
    query: ZGroupProjectQuery,
    response: z.array(ZFunction),
  }),
  functionOfProject: ep({
    method: 'GET',
    path: `${A}/chuc-nang/du-an`,
    module: 'catalogues',
    fn: FN.functionRead,
    summary: 'Chức năng của dự án',
    query: ZProjectQuery,
    response: z.array(ZFunction),
  }),

  ...resourceRows(project),
  projectQuery: ep({ method: 'GET', path: `${A}/danh-muc-du-an/query`, ...read, summary: 'Tìm dự án', query: ZPageQuery, response: ZPage(project.row) }),

  ...ahrqAuth,
  vsAhrqDepartmentList: ahrqSurvey.ahrqDepartmentList,
  vsAhrqDepartmentById: ahrqSurvey.ahrqDepartmentById,
  vsAhrqDepartmentCreate: ahrqSurvey.ahrqDepartmentCreate,
  vsAhrqDepartmentUpdate: ahrqSurvey.ahrqDepartmentUpdate,
  vsAhrqDepartmentDelete: ahrqSurvey.ahrqDepartmentDelete,
  vsAhrqJobTitleList: ahrqSurvey.ahrqJobTitleList,
  vsAhrqJobTitleById: ahrqSurvey.ahrqJobTitleById,
  vsAhrqJobTitleCreate: ahrqSurvey.ahrqJobTitleCreate,
  vsAhrqJobTitleUpdate: ahrqSurvey.ahrqJobTitleUpdate,
  vsAhrqJobTitleDelete: ahrqSurvey.ahrqJobTitleDelete,
  vsMappingSummary: ahrqSurvey.mappingSummary,
  vsMappingSave: ahrqSurvey.mappingSave,
  vsMappingJobTitles: ahrqSurvey.mappingJobTitles,
  vsMappingDepartments: ahrqSurvey.mappingDepartments,
};
