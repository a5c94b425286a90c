import { z } from 'zod';
import { zName } from '../common.js';

export interface TMenuItem {
  id: number;
  parent_id: number | null;
  menu_name: string;
  menu_name_english: string;
  path: string | null;
  icon: string | null;
  order_by: number;
  /** Level; above 1 is a sub-group or item under a group. */
  cap: number;
  module: string;
  children: TMenuItem[];
}

/** A menu entry with its children, sorted by `order_by` (spec §3). */
export const ZMenuItem: z.ZodType<TMenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    menu_name: z.string(),
    menu_name_english: z.string(),
    path: z.string().nullable(),
    icon: z.string().nullable(),
    order_by: z.number().int(),
    cap: z.number().int(),
    module: z.string(),
    children: z.array(ZMenuItem),
  }),
);

export const ZMenuTreeQuery = z.object({
  phanQuyenId: z.coerce.number({ error: 'Thiếu nhóm quyền' }).int().positive('Thiếu nhóm quyền'),
  duAnId: z.union([z.coerce.number().int().positive(), zName(100)]).optional(),
});
