import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { AHRQ_STAFF_POSITIONS, AHRQ_UNITS, type AhrqCategorySeed } from './ahrq-categories.js';
import { DEMO_DEPARTMENTS, DEMO_HOSPITALS, DEMO_JOB_TITLES } from './demo.js';

/** The AHRQ unit/work area of each demo department (by its English name on the AHRQ form). */
const DEPARTMENT_UNITS: Record<(typeof DEMO_DEPARTMENTS)[number], string> = {
  'Khoa Nội': 'Medical Unit (Nonsurgical)',
  'Khoa Ngoại': 'Surgical Unit',
  'Khoa Sản': 'Labor & Delivery, Obstetrics & Gynecology',
  'Khoa Nhi': 'Pediatrics (including NICU, PICU)',
  'Khoa Hồi sức tích cực': 'ICU (All adult types)',
  'Khoa Cấp cứu': 'Emergency Department, Observation, Short Stay',
  'Khoa Xét nghiệm': 'Pathology, Lab',
  'Khoa Chẩn đoán hình ảnh': 'Radiology, Imaging',
  'Khoa Dược': 'Pharmacy',
  'Phòng Hành chính quản trị': 'Administration, Management',
};

/** The AHRQ staff position of each demo job title. */
const JOB_TITLE_POSITIONS: Record<(typeof DEMO_JOB_TITLES)[number], string> = {
  'Bác sĩ': 'Physician, Attending, Hospitalist',
  'Điều dưỡng': 'Registered Nurse (RN)',
  // A Vietnamese midwife is trained and registered much like a nurse; AHRQ's certified
  // nurse-midwife (CNM) is an advanced practice nurse, which a hộ sinh is not.
  'Hộ sinh': 'Registered Nurse (RN)',
  'Kỹ thuật viên': 'Technologist, Technician (e.g., Lab, Radiology)',
  'Dược sĩ': 'Pharmacist, Pharmacy Technician',
  'Nhân viên hành chính': 'Unit Clerk, Secretary, Receptionist, Office Staff',
  'Hộ lý': 'Patient Care Aide, Hospital Aide, Nursing Assistant',
};

const codeOf = (list: readonly AhrqCategorySeed[], en: string): string => {
  const c = list.find((x) => x.ten_en === en);
  if (!c) throw new Error(`No AHRQ category '${en}'`);
  return c.ma;
};

export const DEMO_DEPARTMENT_CODES = Object.entries(DEPARTMENT_UNITS).map(([name, en]) => ({ name, ma: codeOf(AHRQ_UNITS, en) }));
export const DEMO_JOB_TITLE_CODES = Object.entries(JOB_TITLE_POSITIONS).map(([name, en]) => ({ name, ma: codeOf(AHRQ_STAFF_POSITIONS, en) }));

/**
 * Maps the demo hospitals' departments and job titles to the AHRQ categories, by name; a row an
 * administrator has mapped already, or a category deleted since, is left alone.
 */
export async function seedDemoAhrqMapping(trx: Transaction<DB>): Promise<void> {
  const hospitals = (
    await trx
      .selectFrom('hospital')
      .select('hospital_id')
      .where(
        'ma_benh_vien',
        'in',
        DEMO_HOSPITALS.map((h) => h.ma),
      )
      .execute()
  ).map((h) => h.hospital_id);
  if (!hospitals.length) return;
  const unitIds = new Map((await trx.selectFrom('phong_ban_ahrq').select(['ma', 'id']).execute()).map((c) => [c.ma, c.id]));
  const positionIds = new Map((await trx.selectFrom('chuc_danh_ahrq').select(['ma', 'id']).execute()).map((c) => [c.ma, c.id]));
  for (const { name, ma } of DEMO_DEPARTMENT_CODES) {
    const id = unitIds.get(ma);
    if (id === undefined) continue;
    await trx
      .updateTable('phong_ban')
      .set({ phong_ban_ahrq_id: id })
      .where('hospital_id', 'in', hospitals)
      .where('ten_phong_ban', '=', name)
      .where('phong_ban_ahrq_id', 'is', null)
      .execute();
  }
  for (const { name, ma } of DEMO_JOB_TITLE_CODES) {
    const id = positionIds.get(ma);
    if (id === undefined) continue;
    await trx
      .updateTable('chuc_danh')
      .set({ chuc_danh_ahrq_id: id })
      .where('hospital_id', 'in', hospitals)
      .where('ten_chuc_danh', '=', name)
      .where('chuc_danh_ahrq_id', 'is', null)
      .execute();
  }
}
