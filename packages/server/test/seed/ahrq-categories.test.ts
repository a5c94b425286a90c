import { AHRQ_STAFF_POSITIONS, AHRQ_UNITS, type AhrqCategorySeed } from '../../src/seed/ahrq-categories.js';
import { DEMO_DEPARTMENT_CODES, DEMO_JOB_TITLE_CODES } from '../../src/seed/demo-ahrq.js';
import { DEMO_DEPARTMENTS, DEMO_JOB_TITLES } from '../../src/seed/demo.js';

const texts = (c: AhrqCategorySeed) => [c.ten_vi, c.ten_en, c.nhom_vi, c.nhom_en].filter((s): s is string => s !== null);

describe.each([
  ['staff positions', AHRQ_STAFF_POSITIONS, 'SP'],
  ['unit/work areas', AHRQ_UNITS, 'UA'],
] as const)('the AHRQ %s', (_name, list, prefix) => {
  it('are coded PREFIXnn in form order, each name once, in both languages, in NFC', () => {
    expect(list.map((c) => c.ma)).toEqual(list.map((_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`));
    expect(list.map((c) => c.thu_tu)).toEqual(list.map((_, i) => i + 1));
    for (const key of ['ten_vi', 'ten_en'] as const) expect(new Set(list.map((c) => c[key])).size).toBe(list.length);
    for (const c of list) {
      for (const s of texts(c)) {
        expect(s.trim().length).toBeGreaterThan(0);
        expect(s.normalize('NFC')).toBe(s);
      }
      expect(c.nhom_vi === null).toBe(c.nhom_en === null);
    }
    expect(list.at(-1)).toMatchObject({ ten_en: 'Other', ten_vi: 'Khác' });
  });
});

describe('the staff positions', () => {
  it('are the 24 of the SOPS 2.0 form under its six headings', () => {
    expect(AHRQ_STAFF_POSITIONS).toHaveLength(24);
    const headings = AHRQ_STAFF_POSITIONS.map((c) => c.nhom_en);
    expect([...new Set(headings)]).toEqual(['Nursing', 'Medical', 'Other Clinical Position', 'Supervisor, Manager, Clinical Leader, Senior Leader', 'Support', 'Other']);
    expect(headings.filter((h) => h === 'Nursing')).toHaveLength(4);
    expect(AHRQ_STAFF_POSITIONS[3]).toMatchObject({ ma: 'SP04', ten_en: 'Registered Nurse (RN)', nhom_vi: 'Điều dưỡng' });
    expect(AHRQ_STAFF_POSITIONS[6]).toMatchObject({ ma: 'SP07', ten_en: 'Physician, Attending, Hospitalist', nhom_vi: 'Bác sĩ' });
    expect(AHRQ_STAFF_POSITIONS[13]).toMatchObject({ ma: 'SP14', ten_en: 'Technologist, Technician (e.g., Lab, Radiology)' });
  });
});

describe('the unit/work areas', () => {
  it('are the list of the reference, "Multiple units" first and ungrouped', () => {
    expect(AHRQ_UNITS).toHaveLength(33);
    expect(AHRQ_UNITS[0]).toMatchObject({ ma: 'UA01', ten_en: 'Multiple units, no specific unit', nhom_en: null });
    expect([...new Set(AHRQ_UNITS.map((c) => c.nhom_en).filter(Boolean))]).toEqual([
      'Medicine/Surgery',
      'Patient care units',
      'Surgical services',
      'Clinical services',
      'Administration/Management/Support',
    ]);
    expect(AHRQ_UNITS.find((c) => c.ten_en === 'ICU (All adult types)')?.ten_vi).toMatch(/^Hồi sức tích cực/);
  });
});

describe('the demo mapping', () => {
  it('gives every demo department and job title a category of its list', () => {
    expect(DEMO_DEPARTMENT_CODES.map((d) => d.name).sort()).toEqual([...DEMO_DEPARTMENTS].sort());
    expect(DEMO_JOB_TITLE_CODES.map((d) => d.name).sort()).toEqual([...DEMO_JOB_TITLES].sort());
    const units = new Set(AHRQ_UNITS.map((c) => c.ma));
    const positions = new Set(AHRQ_STAFF_POSITIONS.map((c) => c.ma));
    expect(DEMO_DEPARTMENT_CODES.every((d) => units.has(d.ma))).toBe(true);
    expect(DEMO_JOB_TITLE_CODES.every((d) => positions.has(d.ma))).toBe(true);
  });
});
