import { z } from 'zod';
import { ZId, ZPageQuery, zCode, zName, zOptionalText } from '../common.js';
import { ZModuleId } from '../modules.js';

const ZMenuModule = z.union([ZModuleId, z.literal('core')], { message: 'Phân hệ không hợp lệ' });

/** A menu entry as the catalogue edits it (`menu`): flat, with its parent and level. */
export const ZMenuRow = z.object({
  menu_id: z.number().int(),
  du_an_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  ten_menu_cha: z.string().nullable(),
  ma_menu: z.string(),
  menu_name: z.string(),
  menu_name_english: z.string(),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  order_by: z.number().int(),
  cap: z.number().int(),
  module: z.string(),
});
export type TMenuRow = z.infer<typeof ZMenuRow>;

export const ZMenuInput = z.object({
  du_an_id: ZId,
  parent_id: ZId.nullish().transform((v) => v ?? null),
  ma_menu: zCode(50, 'Vui lòng nhập mã menu'),
  menu_name: zName(200, 'Vui lòng nhập tên menu'),
  menu_name_english: zName(200, 'Vui lòng nhập tên tiếng Anh'),
  path: zOptionalText(300).refine((p) => p === null || /^\/[\w/-]*$/.test(p), 'Đường dẫn phải bắt đầu bằng / và chỉ gồm chữ, số, -, _'),
  icon: zOptionalText(100),
  order_by: z.coerce.number({ message: 'Thứ tự phải là số' }).int('Thứ tự phải là số nguyên').min(0, 'Thứ tự không được âm').max(100000).default(0),
  module: ZMenuModule.default('core'),
});
export type TMenuInput = z.input<typeof ZMenuInput>;

export const ZMenuListQuery = ZPageQuery.extend({ duAnId: ZId.optional(), parentId: ZId.optional() });
/** `GET menu/du-an?duAnId` and `chuc-nang/du-an?duAnId`. */
export const ZProjectQuery = z.object({ duAnId: ZId });
/** `POST menu/clone`: copies an entry (and its children) under a new code. */
export const ZCloneBody = z.object({ id: ZId, ma_moi: zCode(50, 'Vui lòng nhập mã mới'), du_an_id: ZId.optional() });

/** A function (`chuc_nang`) as the catalogue edits it. */
export const ZFunctionInput = z.object({
  du_an_id: ZId,
  ma_chuc_nang: zCode(50, 'Vui lòng nhập mã chức năng').pipe(z.string().regex(/^[A-Z0-9_]+$/, 'Mã chức năng chỉ gồm chữ in hoa, số và _')),
  ten_chuc_nang: zName(200, 'Vui lòng nhập tên chức năng'),
  ten_chuc_nang_english: zName(200, 'Vui lòng nhập tên tiếng Anh'),
  module: ZMenuModule,
});
export type TFunctionInput = z.input<typeof ZFunctionInput>;
export const ZFunctionListQuery = ZPageQuery.extend({ duAnId: ZId.optional(), module: ZMenuModule.optional() });
export const ZGroupProjectQuery = z.object({ phanQuyenId: ZId, duAnId: ZId.optional() });
