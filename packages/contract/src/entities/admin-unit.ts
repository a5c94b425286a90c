import { z } from 'zod';
import { zText } from '../common.js';

/**
 * One of Vietnam's administrative units after the reorganisation of 1 July 2025, for address
 * pickers: a province or centrally-run city (cap 1, e.g. '01' 'Hà Nội', loai 'Thành phố') or a
 * commune, ward or special zone (cap 2, e.g. '00004' 'Phường Ba Đình', loai 'Phường', ma_cha '01').
 */
export const ZAdminUnit = z.object({
  /** The General Statistics Office code: 2 digits for a province, 5 for a commune. */
  ma: z.string(),
  /** Provinces without their kind ('Hà Nội'), communes with it ('Phường Ba Đình'). */
  ten: z.string(),
  /** Thành phố / Tỉnh / Phường / Xã / Đặc khu */
  loai: z.string(),
  cap: z.number().int(),
  /** The province of a commune; null for a province. */
  ma_cha: z.string().nullable(),
});
export type TAdminUnit = z.infer<typeof ZAdminUnit>;

const LEVEL_MESSAGE = 'Cấp đơn vị hành chính phải là 1 hoặc 2';
/** 1 = provinces and centrally-run cities, 2 = communes, wards and special zones. */
export const ZAdminUnitLevelParams = z.object({
  level: z.coerce.number({ message: LEVEL_MESSAGE }).pipe(z.literal([1, 2], { message: LEVEL_MESSAGE })),
});

/** Narrows a list to the units whose name or code contains the keyword, marks and case aside ('da nang' finds 'Đà Nẵng'). */
export const ZAdminUnitQuery = z.object({
  keyword: zText(100).optional(),
});

/** A unit's GSO code, whose children are asked for (the communes of a province). */
export const ZAdminUnitParentParams = z.object({
  id: z.string().regex(/^\d{2,5}$/, 'Mã đơn vị hành chính không hợp lệ'),
});
