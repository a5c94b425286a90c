import { HSOPS2, HSOPSC1, INSTRUMENTS, type Instrument, type InstrumentQuestion } from '../../../src/modules/survey-core/instruments/index.js';

const questions = (i: Instrument): InstrumentQuestion[] => i.parts.flatMap((p) => p.questions);
const coreQuestions = (i: Instrument): InstrumentQuestion[] => i.parts.filter((p) => !p.background).flatMap((p) => p.questions);
const question = (i: Instrument, code: string): InstrumentQuestion => {
  const q = questions(i).find((x) => x.code === code);
  if (!q) throw new Error(`${i.code}: no question ${code}`);
  return q;
};
const scaleValues = (i: Instrument, code: string): number[] => {
  const scale = i.scales[question(i, code).scale ?? ''];
  if (!scale) throw new Error(`${i.code}: ${code} has no scale`);
  return scale.map((o) => o.value);
};
const compositeItems = (i: Instrument): string[] => i.composites.flatMap((c) => c.items);
const reverseCodes = (i: Instrument): string[] =>
  questions(i)
    .filter((q) => q.reverse)
    .map((q) => q.code)
    .sort();

/** Every { vi, en } object anywhere in the instrument, with where it was found. */
function texts(value: unknown, path = ''): { path: string; vi: unknown; en: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, k) => texts(v, `${path}[${k}]`));
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('vi' in o || 'en' in o) return [{ path, vi: o.vi, en: o.en }];
    return Object.entries(o).flatMap(([k, v]) => texts(v, `${path}.${k}`));
  }
  return [];
}

describe.each(INSTRUMENTS.map((i) => [i.code, i] as const))('%s (common rules)', (_code, instrument) => {
  it('gives every text a non-empty Vietnamese and English wording, in NFC', () => {
    const all = texts(instrument);
    expect(all.length).toBeGreaterThan(100);
    for (const t of all) {
      for (const s of [t.vi, t.en]) {
        expect({ path: t.path, ok: typeof s === 'string' && s.trim().length > 0 }).toEqual({ path: t.path, ok: true });
        expect((s as string).normalize('NFC')).toBe(s);
      }
    }
  });

  it('has unique question and part codes', () => {
    const codes = questions(instrument).map((q) => q.code);
    expect(new Set(codes).size).toBe(codes.length);
    const parts = instrument.parts.map((p) => p.code);
    expect(new Set(parts).size).toBe(parts.length);
  });

  it('links composites only to questions of non-background parts', () => {
    const core = new Set(coreQuestions(instrument).map((q) => q.code));
    for (const code of compositeItems(instrument)) expect({ code, core: core.has(code) }).toEqual({ code, core: true });
    for (const m of instrument.singleItemMeasures) expect(core.has(m.code)).toBe(true);
  });

  it('gives every radio question a scale that exists, and only free-text parts have none', () => {
    for (const part of instrument.parts) {
      for (const q of part.questions) {
        if (part.type === 'text') expect(q.scale).toBeNull();
        else expect({ code: q.code, scale: q.scale !== null && q.scale in instrument.scales }).toEqual({ code: q.code, scale: true });
      }
    }
  });

  it('codes scale options uniquely', () => {
    for (const [code, options] of Object.entries(instrument.scales)) {
      const values = options.map((o) => o.value);
      expect({ code, unique: new Set(values).size === values.length }).toEqual({ code, unique: true });
    }
  });

  it('has exactly one staff-position and one unit question, both background', () => {
    for (const role of ['position', 'unit'] as const) {
      const found = instrument.parts.flatMap((p) => p.questions.filter((q) => q.role === role).map(() => p.background));
      expect(found).toEqual([true]);
    }
  });

  it('counts only reverse-worded composite items as reverse', () => {
    const items = new Set(compositeItems(instrument));
    for (const code of reverseCodes(instrument)) expect(items.has(code)).toBe(true);
  });
});

describe('HSOPS2', () => {
  it('has 10 composites over exactly the 32 core items', () => {
    expect(HSOPS2.composites).toHaveLength(10);
    const items = compositeItems(HSOPS2);
    expect(items).toHaveLength(32);
    expect(new Set(items).size).toBe(32);
    for (const code of items) question(HSOPS2, code);
  });

  it('follows the AHRQ form order A1–A14, B1–B3, C1–C7, D1–D3, E1, F1–F6, G1–G4', () => {
    expect(HSOPS2.parts.map((p) => p.code)).toEqual(['POSITION', 'UNIT', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    const range = (letter: string, n: number) => Array.from({ length: n }, (_, k) => `${letter}${k + 1}`);
    expect(coreQuestions(HSOPS2).map((q) => q.code)).toEqual([...range('A', 14), ...range('B', 3), ...range('C', 7), ...range('D', 3), 'E1', ...range('F', 6)]);
    expect(HSOPS2.parts.find((p) => p.code === 'G')!.questions.map((q) => q.code)).toEqual(range('G', 4));
  });

  it('reverse-scores the 13 negatively worded items', () => {
    expect(reverseCodes(HSOPS2)).toEqual(['A3', 'A5', 'A6', 'A7', 'A9', 'A11', 'A13', 'A14', 'B2', 'C7', 'F3', 'F4', 'F5'].sort());
  });

  it('offers "Does Not Apply or Don\'t Know" (9) on agreement and frequency items but not on D3 and E1', () => {
    for (const code of ['A1', 'B2', 'F6', 'C1', 'D1', 'D2']) expect(scaleValues(HSOPS2, code)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(HSOPS2.scales.agreement!.find((o) => o.value === 9)!.label.vi).toBe('Không áp dụng / Không biết');
    expect(scaleValues(HSOPS2, 'D3')).toEqual([1, 2, 3, 4, 5]);
    expect(scaleValues(HSOPS2, 'E1')).toEqual([1, 2, 3, 4, 5]);
    expect(HSOPS2.scales.rating!.at(-1)!.label.en).toBe('Excellent');
  });

  it('lists 24 staff positions and scores E1 (Excellent, Very Good) and D3 (distribution)', () => {
    expect(HSOPS2.scales.position).toHaveLength(24);
    expect(HSOPS2.singleItemMeasures).toEqual([expect.objectContaining({ code: 'E1', positiveValues: [4, 5] }), expect.objectContaining({ code: 'D3', positiveValues: null })]);
  });
});

describe('HSOPSC1', () => {
  it('has 12 composites over exactly the 42 core agreement/frequency items', () => {
    expect(HSOPSC1.composites).toHaveLength(12);
    const items = compositeItems(HSOPSC1);
    expect(items).toHaveLength(42);
    expect(new Set(items).size).toBe(42);
    const scaled = coreQuestions(HSOPSC1)
      .filter((q) => q.scale === 'agreement' || q.scale === 'frequency')
      .map((q) => q.code);
    expect(new Set(scaled)).toEqual(new Set(items));
  });

  it('reverse-scores the 18 negatively worded items', () => {
    expect(reverseCodes(HSOPSC1)).toEqual(['A5', 'A7', 'A8', 'A10', 'A12', 'A14', 'A16', 'A17', 'B3', 'B4', 'C6', 'F2', 'F3', 'F5', 'F6', 'F7', 'F9', 'F11'].sort());
  });

  // Background category lists are numbered 1..n as on the form, so their 9 is a category (e.g. Pharmacy).
  it('has no "does not apply" answer anywhere and no 9 on any core item', () => {
    for (const q of coreQuestions(HSOPSC1)) expect({ code: q.code, values: scaleValues(HSOPSC1, q.code) }).not.toEqual({ code: q.code, values: expect.arrayContaining([9]) });
    for (const options of Object.values(HSOPSC1.scales)) expect(options.map((o) => o.label.en).join('|')).not.toMatch(/does not apply|don't know/i);
    expect(scaleValues(HSOPSC1, 'A1')).toEqual([1, 2, 3, 4, 5]);
    expect(scaleValues(HSOPSC1, 'C1')).toEqual([1, 2, 3, 4, 5]);
  });

  it('codes the grade A Excellent = 5 … E Failing = 1 and counts A + B as positive', () => {
    expect(HSOPSC1.scales.grade!.map((o) => [o.value, o.label.en])).toEqual([
      [5, 'A. Excellent'],
      [4, 'B. Very Good'],
      [3, 'C. Acceptable'],
      [2, 'D. Poor'],
      [1, 'E. Failing'],
    ]);
    expect(HSOPSC1.singleItemMeasures).toEqual([expect.objectContaining({ code: 'E1', positiveValues: [4, 5] }), expect.objectContaining({ code: 'G1', positiveValues: null })]);
    expect(scaleValues(HSOPSC1, 'G1')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('asks the unit first (14 categories) and the staff position in H4 (14 categories)', () => {
    expect(HSOPSC1.parts[0]!.questions[0]).toMatchObject({ code: 'UNIT', role: 'unit' });
    expect(scaleValues(HSOPSC1, 'UNIT')).toEqual(Array.from({ length: 14 }, (_, k) => k + 1));
    expect(question(HSOPSC1, 'H4').role).toBe('position');
    expect(scaleValues(HSOPSC1, 'H4')).toHaveLength(14);
  });
});
