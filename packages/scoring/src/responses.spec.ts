import { distribution, gradePositive, isComplete, responseRate } from './responses';

describe('complete response: at least one coded answer outside the background questions', () => {
  it.each([
    [[{ background: false, values: [4] }], true],
    [[{ background: false, values: [9] }], true],
    [
      [
        { background: true, values: [2] },
        { background: true, values: [1] },
      ],
      false,
    ],
    [
      [
        { background: false, values: [] },
        { background: true, values: [3] },
      ],
      false,
    ],
    [[{ background: false }], false],
    [[], false],
  ] as const)('%j → %s', (answers, expected) => {
    expect(isComplete(answers)).toBe(expected);
  });
});

describe('response rate = complete / (invited − ineligible)', () => {
  it.each([
    [{ invited: 400, ineligible: 0, complete: 300 }, 75],
    [{ invited: 220, ineligible: 20, complete: 120 }, 60],
    [{ invited: 10, ineligible: 10, complete: 0 }, null],
    [{ invited: 0, ineligible: 0, complete: 0 }, null],
  ] as const)('%j → %s', (input, expected) => {
    expect(responseRate(input)).toBe(expected);
  });
});

describe('distributions', () => {
  it('counts listed values only, shares over those who answered', () => {
    const d = distribution([1, 1, 2, 5, null, 7], [1, 2, 3, 4, 5]);
    expect(d.n).toBe(4);
    expect(d.shares.map((s) => s.count)).toEqual([2, 1, 0, 0, 1]);
    expect(d.shares[0]!.percent).toBe(50);
    expect(distribution([], [1, 2]).shares[0]!.percent).toBeNull();
  });

  it('grade/rating positive = the two best answers among 1–5', () => {
    expect(gradePositive([5, 4, 3, 2, 1])).toBe(40);
    expect(gradePositive([5, 5, 9, null])).toBe(100);
    expect(gradePositive([])).toBeNull();
  });
});
