import { ZAhrqCategory, ZAhrqCategoryInput, ZAhrqCategoryQuery } from '../entities/ahrq-mapping.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';
import { A } from './paths.js';

/** Where the AHRQ lists are served: the pages call `/auth/v1`, the specification places them under the survey service. */
export type AhrqPrefix = typeof A | '/votesafety/v1';

/** Who writes the AHRQ lists, and why the others are refused (the access hook, before the body). */
export const AHRQ_SYSTEM_ONLY = 'Chỉ quản trị hệ thống được thêm, sửa hoặc xóa danh mục AHRQ (danh mục dùng chung cho mọi bệnh viện)';

/**
 * One AHRQ category list (docs/decisions/ahrq-mapping.md) at one prefix: system-wide, written by
 * system administrators only, listed whole (not paged) in the AHRQ form's order, active rows
 * unless `tam_ngung=true` asks for the suspended ones too. Audited under its table's name.
 */
function ahrqCategory<const N extends string, const S extends string>(name: N, segment: S, auditEntity: string, what: string, base: AhrqPrefix) {
  return defineResource({
    name,
    label: 'danh mục AHRQ',
    module: 'catalogues',
    id: 'id',
    row: ZAhrqCategory,
    input: ZAhrqCategoryInput,
    query: ZAhrqCategoryQuery,
    unique: ['ma'],
    scope: 'system',
    systemOnly: AHRQ_SYSTEM_ONLY,
    auditEntity,
    paged: false,
    fn: { read: null, write: FN.catalogueWrite },
    active: { column: 'tam_ngung', activeWhen: false, list: 'include' },
    combo: { label: 'ten_vi' },
    paths: {
      list: `${base}/${segment}`,
      byId: `${base}/${segment}/{id}`,
      combo: false,
      create: `${base}/${segment}`,
      update: { path: `${base}/${segment}` },
      remove: { path: `${base}/${segment}/{id}` },
    },
    summaries: {
      list: `Danh mục ${what}`,
      byId: `${what.charAt(0).toUpperCase()}${what.slice(1)} theo id`,
      create: `Thêm ${what}`,
      update: `Sửa ${what}`,
      remove: `Xóa ${what} (chưa được ánh xạ)`,
    },
  });
}

/** The AHRQ unit / work area list hospitals map their departments to, at a prefix. */
export const ahrqDepartmentAt = (base: AhrqPrefix) => ahrqCategory('ahrqDepartment', 'phong-ban-ahrq', 'phong_ban_ahrq', 'khoa/đơn vị AHRQ', base);
/** The AHRQ staff position list hospitals map their job titles to, at a prefix. */
export const ahrqJobTitleAt = (base: AhrqPrefix) => ahrqCategory('ahrqJobTitle', 'chuc-danh-ahrq', 'chuc_danh_ahrq', 'vị trí công tác AHRQ', base);

export const ahrqDepartment = ahrqDepartmentAt(A);
export const ahrqJobTitle = ahrqJobTitleAt(A);

/** Both lists at each prefix (`/auth/v1`, then `/votesafety/v1`): one implementation serves every set. */
export const ahrqCategorySets = [
  { phong_ban: ahrqDepartment, chuc_danh: ahrqJobTitle },
  { phong_ban: ahrqDepartmentAt('/votesafety/v1'), chuc_danh: ahrqJobTitleAt('/votesafety/v1') },
] as const;
