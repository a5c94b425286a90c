import { type RawResponse, scoreSurvey } from './survey';

const questions = [
  { cauhoi_id: 1, scale: 'agreement', reverse: false, background: false },
  { cauhoi_id: 2, scale: 'agreement', reverse: true, background: false },
  { cauhoi_id: 3, scale: 'frequency', reverse: false, background: false },
  { cauhoi_id: 4, scale: 'events', reverse: false, background: false },
  { cauhoi_id: 5, scale: 'unit', reverse: false, background: true },
];
const composites = [
  { composite_id: 10, cauhoi_ids: [1, 2] },
  { composite_id: 11, cauhoi_ids: [3] },
];
const r = (hospital_id: number, don_vi: number, answers: Record<number, number[]>, valid = true, complete = true): RawResponse => ({
  hospital_id,
  don_vi,
  vi_tri: 0,
  valid,
  complete,
  answers: new Map(Object.entries(answers).map(([k, v]) => [Number(k), v])),
});

describe('scoreSurvey (the reference the server SQL is checked against)', () => {
  const responses = [
    r(1, 1, { 1: [5], 2: [1], 3: [4], 4: [2] }),
    r(1, 1, { 1: [3], 2: [5], 3: [9] }),
    r(1, 2, { 1: [4], 2: [2], 3: [2] }),
    r(2, 1, { 1: [1], 2: [4], 3: [5] }),
    r(1, 1, { 1: [5], 2: [1], 3: [5] }, false), // invalid: left out
    r(1, 1, { 5: [1] }, true, false), // incomplete: left out
  ];

  it('scores valid complete responses, items by their own valid answers, composites as item means', () => {
    const s = scoreSurvey(questions, composites, responses);
    expect(s.n).toBe(4);
    expect(s.items.get(1)!.counts).toEqual({ n: 4, dna: 0, positive: 2, neutral: 1, negative: 1 });
    expect(s.items.get(2)!.counts).toEqual({ n: 4, dna: 0, positive: 2, neutral: 0, negative: 2 });
    expect(s.items.get(3)!.counts).toEqual({ n: 3, dna: 1, positive: 2, neutral: 0, negative: 1 });
    expect(s.items.has(4)).toBe(false);
    expect(s.items.has(5)).toBe(false);
    expect(s.composites.get(10)).toBe(50);
    expect(s.composites.get(11)).toBeCloseTo(66.667, 2);
  });

  it('filters by hospital and unit', () => {
    const s = scoreSurvey(questions, composites, responses, { hospital_ids: [1], don_vi: 1 });
    expect(s.n).toBe(2);
    expect(s.items.get(1)!.percents.positive).toBe(50);
  });
});
