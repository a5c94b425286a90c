import { z } from 'zod';
import { ZId, zCode, zName, zOptionalText } from '../common.js';
import { ZFunction } from './function.js';

/** A permission group (`phan_quyen`); `cap` 1 system administrator, 2 hospital administrator, 3 staff. */
export const ZPermissionGroup = z.object({
  phan_quyen_id: z.number().int(),
  ma_phan_quyen: z.string(),
  ten_phan_quyen: z.string(),
  cap: z.number().int(),
  mo_ta: z.string().nullable(),
});
export type TPermissionGroup = z.infer<typeof ZPermissionGroup>;

/** The code of the system administrators' group: it always holds every function and menu, and cannot be deleted. */
export const SYSTEM_ADMIN_GROUP = 'SYSTEM_ADMIN';

/** The levels of a group, highest first, with their names (the form's choices, the list's column). */
export const GROUP_LEVELS = [
  { cap: 1, vi: 'Quản trị hệ thống', en: 'System administrator' },
  { cap: 2, vi: 'Quản trị bệnh viện', en: 'Hospital administrator' },
  { cap: 3, vi: 'Nhân viên', en: 'Staff' },
] as const;

const LEVEL_MESSAGE = 'Cấp phải là 1 (quản trị hệ thống), 2 (quản trị bệnh viện) hoặc 3 (nhân viên)';

/** What create writes (update: the same with `phan_quyen_id`). Codes are unique whatever their case. */
export const ZPermissionGroupInput = z.object({
  ma_phan_quyen: zCode(50, 'Vui lòng nhập mã nhóm quyền').pipe(z.string().regex(/^[A-Za-z0-9_.-]+$/, 'Mã nhóm quyền chỉ gồm chữ không dấu, số, _, . và -')),
  ten_phan_quyen: zName(200, 'Vui lòng nhập tên nhóm quyền'),
  cap: z.number({ error: 'Vui lòng chọn cấp của nhóm quyền' }).int(LEVEL_MESSAGE).min(1, LEVEL_MESSAGE).max(3, LEVEL_MESSAGE),
  mo_ta: zOptionalText(500),
});
export type TPermissionGroupInput = z.input<typeof ZPermissionGroupInput>;

/** `GET phan-quyen-menu` and `GET phan-quyen-chuc-nang`: a group's assignment in a project (default: this product's). */
export const ZGroupAssignmentQuery = z.object({ phanQuyenId: ZId, duAnId: ZId.optional() });

/** Why the caller cannot change this group's menus and functions at all (their own group), or null. */
const ZLocked = z.string().nullable();
/** The group keeps every entry it holds (the system administrators' group): entries can be added, never removed. */
const ZKept = z.boolean();

/** A menu entry of the project as the assignment tree shows it; `assignable`: the caller may give it (they see it themselves). */
export const ZGroupMenuEntry = z.object({
  menu_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  ma_menu: z.string(),
  menu_name: z.string(),
  menu_name_english: z.string(),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  order_by: z.number().int(),
  module: z.string(),
  assignable: z.boolean(),
});
export type TGroupMenuEntry = z.infer<typeof ZGroupMenuEntry>;

/** A group's menus in a project: every entry of the project (flat, tree by `parent_id`) and the ids the group holds (parents included). */
export const ZGroupMenus = z.object({
  phan_quyen_id: z.number().int(),
  du_an_id: z.number().int(),
  menus: z.array(ZGroupMenuEntry),
  menu_ids: z.array(z.number().int()),
  locked: ZLocked,
  kept: ZKept,
});
export type TGroupMenus = z.infer<typeof ZGroupMenus>;

const idList = (what: string) => z.array(ZId, { error: `Danh sách ${what} không hợp lệ` }).max(5000, `Tối đa 5000 ${what}`);

/** `POST phan-quyen-menu`: the group's menus in the project, replaced; the parents of every entry chosen are added. */
export const ZGroupMenusInput = z.object({ phan_quyen_id: ZId, du_an_id: ZId, menu_ids: idList('menu') });
export type TGroupMenusInput = z.input<typeof ZGroupMenusInput>;

/** A function of the project; `assignable`: the caller holds it, so may give it. */
export const ZGroupFunctionEntry = ZFunction.extend({ assignable: z.boolean() });
export type TGroupFunctionEntry = z.infer<typeof ZGroupFunctionEntry>;

/** A group's functions in a project: every function of the project (by module) and the ids the group holds. */
export const ZGroupFunctions = z.object({
  phan_quyen_id: z.number().int(),
  du_an_id: z.number().int(),
  functions: z.array(ZGroupFunctionEntry),
  chuc_nang_ids: z.array(z.number().int()),
  locked: ZLocked,
  kept: ZKept,
});
export type TGroupFunctions = z.infer<typeof ZGroupFunctions>;

/** `POST phan-quyen-chuc-nang`: the group's functions in the project, replaced. */
export const ZGroupFunctionsInput = z.object({ phan_quyen_id: ZId, du_an_id: ZId, chuc_nang_ids: idList('chức năng') });
export type TGroupFunctionsInput = z.input<typeof ZGroupFunctionsInput>;
