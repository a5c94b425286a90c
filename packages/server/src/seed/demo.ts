import { MODULE_IDS, type TModuleId } from '@hm/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { groupIdByCode } from './base.js';

export const DEMO_PASSWORD = 'Demo@123';

export const DEMO_ACCOUNTS = [
  { user: 'admin', group: 'SYSTEM_ADMIN', hospital: 'BVDEMO', name: 'Quản trị hệ thống', staff: null },
  { user: 'bvadmin', group: 'HOSPITAL_ADMIN', hospital: 'BVDEMO', name: 'Quản trị Bệnh viện Demo', staff: null },
  { user: 'nhanvien01', group: 'STAFF', hospital: 'BVDEMO', name: null, staff: 'NV001' },
  { user: 'bv2admin', group: 'HOSPITAL_ADMIN', hospital: 'BVDEMO2', name: 'Quản trị Bệnh viện Demo 2', staff: null },
  { user: 'bv2nhanvien01', group: 'STAFF', hospital: 'BVDEMO2', name: null, staff: 'NV001' },
] as const;

export const DEMO_HOSPITALS = [
  { ma: 'BVDEMO', name: 'Bệnh viện Đa khoa Demo', dia_chi: '1 Đường Demo, Quận 1, TP. Hồ Chí Minh', modules: [...MODULE_IDS] },
  // The second demo hospital has not licensed the dashboard (licence tests).
  { ma: 'BVDEMO2', name: 'Bệnh viện Demo Thứ Hai', dia_chi: '2 Đường Demo, Hà Nội', modules: MODULE_IDS.filter((m) => m !== 'dashboard') },
];
export const DEMO_DEPARTMENTS = [
  'Khoa Nội',
  'Khoa Ngoại',
  'Khoa Sản',
  'Khoa Nhi',
  'Khoa Hồi sức tích cực',
  'Khoa Cấp cứu',
  'Khoa Xét nghiệm',
  'Khoa Chẩn đoán hình ảnh',
  'Khoa Dược',
  'Phòng Hành chính quản trị',
] as const;
export const DEMO_JOB_TITLES = ['Bác sĩ', 'Điều dưỡng', 'Hộ sinh', 'Kỹ thuật viên', 'Dược sĩ', 'Nhân viên hành chính', 'Hộ lý'] as const;
const POSITIONS = ['Trưởng khoa', 'Phó trưởng khoa', 'Điều dưỡng trưởng', 'Nhân viên'];
const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thanh', 'Ngọc', 'Hữu', 'Đức', 'Thu'];
const GIVEN = [
  'An',
  'Bình',
  'Chi',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hùng',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Nga',
  'Phúc',
  'Quân',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tuấn',
  'Vy',
];
export const DEMO_STAFF_PER_HOSPITAL = 60;

/** Deterministic, so the demo data is the same on every fresh start. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}
export const pick = <T>(r: () => number, a: readonly T[]): T => a[Math.floor(r() * a.length)]!;

export interface DemoCatalogues {
  departments: readonly number[];
  jobTitles: readonly number[];
  /** First the head of department, last the plain staff position. */
  positions: readonly number[];
}

/** Demo staff rows `NV<from+1>`… of a hospital (names, department, job title, contacts). */
export function demoStaffRows(hospital: { id: number; ma: string }, c: DemoCatalogues, from: number, count: number, r: () => number) {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const code = `NV${String(i + 1).padStart(3, '0')}`;
    return {
      hospital_id: hospital.id,
      ma_nhan_vien: code,
      ten_nhan_vien: `${pick(r, FAMILY)} ${pick(r, MIDDLE)} ${pick(r, GIVEN)}`,
      phong_ban_id: c.departments[i % c.departments.length]!,
      chuc_danh_id: pick(r, c.jobTitles),
      chuc_vu_id: i % 15 === 0 ? c.positions[0]! : c.positions[c.positions.length - 1]!,
      email: `${code.toLowerCase()}@${hospital.ma.toLowerCase()}.example.vn`,
      so_dien_thoai: `09${String(10000000 + Math.floor(r() * 89999999))}`,
      nhan_su_ngoai: i % 20 === 19,
    };
  });
}

/** A demo hospital with its licences, catalogues and `staffCount` staff; its staff ids by code. */
export async function insertDemoHospital(
  trx: Transaction<DB>,
  h: { ma: string; name: string; dia_chi: string; modules: readonly TModuleId[]; ma_tinh?: string },
  hi: number,
  staffCount = DEMO_STAFF_PER_HOSPITAL,
): Promise<{ hospital_id: number; staff: { nhan_vien_id: number; ma_nhan_vien: string }[] }> {
  const { hospital_id } = await trx
    .insertInto('hospital')
    .values({
      ma_benh_vien: h.ma,
      name: h.name,
      dia_chi: h.dia_chi,
      ...(h.ma_tinh ? { ma_tinh: h.ma_tinh } : {}),
      so_dien_thoai: `028 3800 000${hi + 1}`,
      email: `lienhe@${h.ma.toLowerCase()}.example.vn`,
    })
    .returning('hospital_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('hospital_module')
    .values(h.modules.map((module) => ({ hospital_id, module })))
    .execute();
  const depts = await trx
    .insertInto('phong_ban')
    .values(DEMO_DEPARTMENTS.map((t, i) => ({ hospital_id, ma_phong_ban: `PB${String(i + 1).padStart(2, '0')}`, ten_phong_ban: t })))
    .returning('phong_ban_id')
    .execute();
  const jobs = await trx
    .insertInto('chuc_danh')
    .values(DEMO_JOB_TITLES.map((t, i) => ({ hospital_id, ma_chuc_danh: `CD${String(i + 1).padStart(2, '0')}`, ten_chuc_danh: t })))
    .returning('chuc_danh_id')
    .execute();
  const positions = await trx
    .insertInto('chuc_vu')
    .values(POSITIONS.map((t, i) => ({ hospital_id, ma_chuc_vu: `CV${String(i + 1).padStart(2, '0')}`, ten_chuc_vu: t })))
    .returning('chuc_vu_id')
    .execute();
  const catalogues = { departments: depts.map((d) => d.phong_ban_id), jobTitles: jobs.map((j) => j.chuc_danh_id), positions: positions.map((p) => p.chuc_vu_id) };
  const staff = demoStaffRows({ id: hospital_id, ma: h.ma }, catalogues, 0, staffCount, rng(20261123 + hi));
  const rows = await trx.insertInto('nhan_vien').values(staff).returning(['nhan_vien_id', 'ma_nhan_vien']).execute();
  return { hospital_id, staff: rows };
}

/** Demo hospitals, catalogues, staff and accounts (embedded mode, or HM_DEMO=1). */
export async function seedDemo(trx: Transaction<DB>): Promise<void> {
  const hospitalIds = new Map<string, number>();
  const staffIds = new Map<string, number>();
  for (const [hi, h] of DEMO_HOSPITALS.entries()) {
    const { hospital_id, staff } = await insertDemoHospital(trx, h, hi);
    hospitalIds.set(h.ma, hospital_id);
    for (const s of staff) staffIds.set(`${h.ma}/${s.ma_nhan_vien}`, s.nhan_vien_id);
  }
  for (const a of DEMO_ACCOUNTS) {
    const nhanVienId = a.staff ? staffIds.get(`${a.hospital}/${a.staff}`)! : null;
    const staffName = nhanVienId
      ? (await trx.selectFrom('nhan_vien').select('ten_nhan_vien').where('nhan_vien_id', '=', nhanVienId).executeTakeFirstOrThrow()).ten_nhan_vien
      : null;
    await trx
      .insertInto('tai_khoan')
      .values({
        ten_tai_khoan: a.user,
        mat_khau_hash: await hashPassword(DEMO_PASSWORD),
        display_name: a.name ?? staffName ?? a.user,
        phan_quyen_id: await groupIdByCode(trx, a.group),
        hospital_id: hospitalIds.get(a.hospital)!,
        nhan_vien_id: nhanVienId,
      })
      .execute();
  }
}
