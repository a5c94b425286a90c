import type { TVoteAnswer } from '@hm/contract';
import { HSOPS2 } from '../modules/survey-core/instruments/index.js';

/**
 * How the demo respondents answer SOPS 2.0: each composite has a base share of favourable
 * answers (close to the AHRQ 2.0 database averages), moved by the respondent's unit and by a
 * personal leaning; 9s and missing answers are sprinkled in, a few respondents stop early and a
 * few answer only the background questions (incomplete, so invalid).
 */

/** Share of favourable answers per composite in the latest demo survey. */
const COMPOSITE_BASE: Record<string, number> = {
  TEAMWORK: 0.82,
  SUPERVISOR_SUPPORT: 0.8,
  COMMUNICATION_ABOUT_ERROR: 0.76,
  COMMUNICATION_OPENNESS: 0.74,
  ORGANIZATIONAL_LEARNING: 0.72,
  REPORTING_EVENTS: 0.7,
  MANAGEMENT_SUPPORT: 0.68,
  HANDOFFS: 0.62,
  RESPONSE_TO_ERROR: 0.6,
  STAFFING_WORK_PACE: 0.52,
};

/** The demo hospital's departments → the AHRQ unit answer (English label) and a culture effect. */
const UNIT_OF_DEPARTMENT: Record<string, [string, number]> = {
  'Khoa Nội': ['Medical Unit (Nonsurgical)', 0.02],
  'Khoa Ngoại': ['Surgical Unit', -0.04],
  'Khoa Sản': ['Labor & Delivery, Obstetrics & Gynecology', 0.03],
  'Khoa Nhi': ['Pediatrics (including NICU, PICU)', 0.06],
  'Khoa Hồi sức tích cực': ['ICU (All adult types)', 0.04],
  'Khoa Cấp cứu': ['Emergency Department, Observation, Short Stay', -0.1],
  'Khoa Xét nghiệm': ['Pathology, Lab', 0.01],
  'Khoa Chẩn đoán hình ảnh': ['Radiology, Imaging', 0],
  'Khoa Dược': ['Pharmacy', 0.03],
  'Phòng Hành chính quản trị': ['Administration, Management', 0.05],
};

/** Job titles → the AHRQ staff position answer (English label). */
const POSITION_OF_JOB: Record<string, string> = {
  'Bác sĩ': 'Physician, Attending, Hospitalist',
  'Điều dưỡng': 'Registered Nurse (RN)',
  'Hộ sinh': 'Advanced Practice Nurse (NP, CRNA, CNS, CNM)',
  'Kỹ thuật viên': 'Technologist, Technician (e.g., Lab, Radiology)',
  'Dược sĩ': 'Pharmacist, Pharmacy Technician',
  'Nhân viên hành chính': 'Unit Clerk, Secretary, Receptionist, Office Staff',
  'Hộ lý': 'Patient Care Aide, Hospital Aide, Nursing Assistant',
};
const MANAGER = 'Supervisor, Manager, Department Manager, Clinical Leader, Administrator, Director';
const HEAD_OF_DEPARTMENT = 'Trưởng khoa';

const COMMENTS = [
  'Cần bổ sung thêm nhân lực điều dưỡng vào ca đêm.',
  'Quy trình bàn giao người bệnh giữa các khoa nên có mẫu thống nhất.',
  'Lãnh đạo khoa luôn lắng nghe ý kiến của nhân viên.',
  'Mong bệnh viện phản hồi kết quả xử lý sau khi nhân viên báo cáo sự cố.',
  'Nên tổ chức thêm các buổi tập huấn về an toàn người bệnh.',
  'Phần mềm báo cáo sự cố còn khó sử dụng.',
  'Áp lực công việc ở khoa cấp cứu rất lớn vào mùa dịch.',
  // {ten}: a colleague's name as staff type it, without accents (demo-votes.ts fills it): the comments page masks it.
  'Cảm ơn {ten} đã hướng dẫn tận tình khi tôi mới vào khoa; ai cần hỗ trợ thì gọi 0912 345 678 hoặc gửi thư qlcl@bvdemo.example.vn.',
];

/** What a respondent's answers depend on. */
export interface Respondent {
  department: string | null;
  jobTitle: string | null;
  position: string | null;
}

const option = (scale: string, en: string): number => {
  const o = HSOPS2.scales[scale]?.find((x) => x.label.en === en);
  if (!o) throw new Error(`demo answers: no option "${en}" in scale ${scale}`);
  return o.value;
};
const compositeOf = new Map(HSOPS2.composites.flatMap((c) => c.items.map((code) => [code, c.code] as const)));
const clamp = (x: number) => Math.min(0.97, Math.max(0.05, x));
/** One of `values` drawn with the given weights. */
function weighted(r: () => number, values: readonly number[], weights: readonly number[]): number {
  let u = r() * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) if ((u -= w) < 0) return values[i]!;
  return values[values.length - 1]!;
}

/**
 * A respondent's answers, by item code (the caller maps codes to the version's question ids).
 * `shift` moves every favourable share (an earlier survey was a little worse).
 */
export function demoAnswers(r: () => number, who: Respondent, shift: number): { code: string; answer: Omit<TVoteAnswer, 'cauhoi_id'> }[] {
  const out: { code: string; answer: Omit<TVoteAnswer, 'cauhoi_id'> }[] = [];
  const put = (code: string, v: number | null) => v !== null && out.push({ code, answer: { gia_tri: [v] } });
  const [unitLabel, unitEffect] = (who.department && UNIT_OF_DEPARTMENT[who.department]) || ['Other, please specify', 0];
  const positionLabel = who.position === HEAD_OF_DEPARTMENT ? MANAGER : (who.jobTitle && POSITION_OF_JOB[who.jobTitle]) || 'Other, please specify';
  // A personal leaning: the sum of three uniforms is roughly bell-shaped around 0.
  const leaning = (r() + r() + r() - 1.5) * 0.16;
  const backgroundOnly = r() < 0.02;
  const stopsAfter = r() < 0.05 ? 'C' : null;

  put('POSITION', r() < 0.03 ? null : option('position', positionLabel));
  put('UNIT', r() < 0.03 ? null : r() < 0.04 ? option('unit', 'Multiple units, no specific unit') : option('unit', unitLabel));
  if (!backgroundOnly) {
    let stopped = false;
    for (const part of HSOPS2.parts.filter((p) => !p.background)) {
      if (stopped) break;
      for (const q of part.questions) {
        if (r() < 0.02) continue; // left blank
        const composite = compositeOf.get(q.code);
        if (composite) {
          const hasNine = HSOPS2.scales[q.scale!]!.some((o) => o.value === 9);
          if (hasNine && r() < 0.035) {
            put(q.code, 9);
            continue;
          }
          const favourable = r() < clamp(COMPOSITE_BASE[composite]! + unitEffect + leaning + shift);
          const fav = favourable ? (r() < 0.42 ? 5 : 4) : r() < 0.55 ? 3 : r() < 0.75 ? 2 : 1;
          put(q.code, q.reverse ? 6 - fav : fav);
        } else if (q.scale === 'rating') {
          put(q.code, weighted(r, [1, 2, 3, 4, 5], [2, 9 - 40 * (unitEffect + shift), 28, 40, 21 + 40 * (unitEffect + shift + leaning)]));
        } else if (q.scale === 'events') {
          put(q.code, weighted(r, [1, 2, 3, 4, 5], [52, 29, 12, 5, 2]));
        }
      }
      stopped = stopsAfter === part.code;
    }
  }
  const clinical = !['Unit Clerk, Secretary, Receptionist, Office Staff', 'Administration, Management'].includes(positionLabel);
  put('G1', r() < 0.03 ? null : weighted(r, [1, 2, 3, 4], [10, 35, 25, 30]));
  put('G2', r() < 0.03 ? null : weighted(r, [1, 2, 3, 4], [15, 40, 25, 20]));
  put('G3', r() < 0.03 ? null : weighted(r, [1, 2, 3], [8, 52, 40]));
  put('G4', r() < 0.03 ? null : clinical ? (r() < 0.94 ? 1 : 2) : r() < 0.2 ? 1 : 2);
  if (r() < 0.08) out.push({ code: 'H1', answer: { noi_dung: COMMENTS[Math.floor(r() * COMMENTS.length)]! } });
  return out;
}
