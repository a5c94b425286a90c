import { type TStaffImportError, ZStaffInput, zText } from '@hm/contract';
import type { z } from 'zod';
import { STAFF_COLUMNS, type StaffColumnKey } from './columns.js';
import type { SheetRow } from './read-rows.js';

/** A catalogue row of the hospital, by code. */
export interface CatalogueEntry {
  id: number;
  active: boolean;
}

/** The hospital's departments, job titles and positions by code, and its staff codes. */
export interface ImportLookups {
  departments: ReadonlyMap<string, CatalogueEntry>;
  jobTitles: ReadonlyMap<string, CatalogueEntry>;
  positions: ReadonlyMap<string, CatalogueEntry>;
  staffCodes: ReadonlySet<string>;
}

/** A row ready to store (the hospital is added by the writer). */
export interface StaffImportRow {
  ma_nhan_vien: string;
  ten_nhan_vien: string;
  phong_ban_id: number | null;
  chuc_danh_id: number | null;
  chuc_vu_id: number | null;
  email: string | null;
  so_dien_thoai: string | null;
  nhan_su_ngoai: boolean;
}

export interface CheckedRows {
  rows: StaffImportRow[];
  errors: TStaffImportError[];
  adds: number;
  updates: number;
}

/** The fields typed in the sheet, with the rules (trim, NFC, lengths, control characters, e-mail, phone) of the staff form. */
const ZSheetFields = ZStaffInput.pick({ ma_nhan_vien: true, ten_nhan_vien: true, email: true, so_dien_thoai: true });
/** A catalogue cell: the code, or the template's dropdown text "code - name" (codes hold no spaces). */
const ZCatalogueCell = zText(300).transform((s) => s.split(/\s/, 1)[0] ?? '');

const label = (key: string) => (STAFF_COLUMNS.find((c) => c.key === key)?.header ?? key).replace(/\*| \(.*\)/g, '');
/** A message that names its field stays as is ("E-mail không hợp lệ"); others get the column's name in front. */
const reason = (key: string, message: string) =>
  message.startsWith('Vui lòng') || message.toLowerCase().includes(label(key).toLowerCase()) ? message : `${label(key)}: ${message}`;
const issues = (error: z.ZodError) => error.issues.map((i) => reason(String(i.path[0] ?? ''), i.message));

const YES_WORDS = new Set(['có', 'co', 'c', 'x', 'yes', 'y', 'true', '1']);
const NO_WORDS = new Set(['không', 'khong', 'k', 'no', 'n', 'false', '0', '']);

const CATALOGUES = [
  { key: 'ma_phong_ban', lookup: 'departments', name: 'phòng ban' },
  { key: 'ma_chuc_danh', lookup: 'jobTitles', name: 'chức danh' },
  { key: 'ma_chuc_vu', lookup: 'positions', name: 'chức vụ' },
] as const satisfies readonly { key: StaffColumnKey; lookup: keyof ImportLookups; name: string }[];

/** The id of a catalogue code of the hospital; the reason it cannot be used otherwise. */
function catalogueId(value: string, key: StaffColumnKey, name: string, entries: ReadonlyMap<string, CatalogueEntry>): { id: number | null } | { error: string } {
  const parsed = ZCatalogueCell.safeParse(value);
  if (!parsed.success) return { error: reason(key, parsed.error.issues[0]!.message) };
  const code = parsed.data;
  if (!code) return { id: null };
  const entry = entries.get(code);
  if (!entry) return { error: `${label(key)}: không có ${name} mã "${code}" trong danh mục của bệnh viện` };
  if (!entry.active) return { error: `${label(key)}: ${name} "${code}" đang tạm ngưng` };
  return { id: entry.id };
}

/**
 * Checks every row against the staff rules and the hospital's catalogues: required fields,
 * e-mail, phone, lengths, control characters (the contract's field schemas), known and active
 * department / job title / position codes, and staff codes repeated in the file. A code the
 * hospital already has updates that staff member. Each refused row gets all its reasons.
 */
export function checkRows(sheet: readonly SheetRow[], lookups: ImportLookups): CheckedRows {
  const rows: StaffImportRow[] = [];
  const errors: TStaffImportError[] = [];
  const firstRowOf = new Map<string, number>();
  let adds = 0;
  for (const { dong, cells, problems } of sheet) {
    const reasons = [...problems];
    const fields = ZSheetFields.safeParse({ ma_nhan_vien: cells.ma_nhan_vien, ten_nhan_vien: cells.ten_nhan_vien, email: cells.email, so_dien_thoai: cells.so_dien_thoai });
    if (!fields.success) reasons.push(...issues(fields.error));
    const code = fields.success ? fields.data.ma_nhan_vien : cells.ma_nhan_vien.trim().normalize('NFC');
    const seen = code ? firstRowOf.get(code) : undefined;
    if (seen !== undefined) reasons.push(`Mã nhân viên trùng với dòng ${seen}`);
    else if (code) firstRowOf.set(code, dong);

    const ids: Partial<Record<StaffColumnKey, number | null>> = {};
    for (const c of CATALOGUES) {
      const found = catalogueId(cells[c.key], c.key, c.name, lookups[c.lookup]);
      if ('error' in found) reasons.push(found.error);
      else ids[c.key] = found.id;
    }
    const external = cells.nhan_su_ngoai.trim().normalize('NFC').toLowerCase();
    if (!YES_WORDS.has(external) && !NO_WORDS.has(external)) reasons.push(`${label('nhan_su_ngoai')}: chỉ nhập Có hoặc Không`);

    if (reasons.length || !fields.success) {
      errors.push({ dong, ma_nhan_vien: code || null, ly_do: reasons.join('; ') });
      continue;
    }
    if (!lookups.staffCodes.has(fields.data.ma_nhan_vien)) adds++;
    rows.push({
      ...fields.data,
      phong_ban_id: ids.ma_phong_ban ?? null,
      chuc_danh_id: ids.ma_chuc_danh ?? null,
      chuc_vu_id: ids.ma_chuc_vu ?? null,
      nhan_su_ngoai: YES_WORDS.has(external),
    });
  }
  return { rows, errors, adds, updates: rows.length - adds };
}
