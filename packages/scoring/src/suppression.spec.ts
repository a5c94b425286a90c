import { minGroupSize, pooledGroupShown, suppressPartition } from './suppression';

describe('minimum group size: default 5, never below 3', () => {
  it.each([
    [null, 5],
    ['', 5],
    ['abc', 5],
    ['5', 5],
    ['10', 10],
    ['2', 3],
    [1, 3],
    ['3', 3],
    [7, 7],
  ] as const)('%j → %d', (param, expected) => {
    expect(minGroupSize(param)).toBe(expected);
  });
});

const g = (entries: Record<string, number>) => Object.entries(entries).map(([key, n]) => ({ key, n }));
const hidden = (entries: Record<string, number>, min = 5, also?: string[]) => [...suppressPartition(g(entries), min, new Set(also))].sort();

describe('suppressPartition: primary and complementary suppression', () => {
  it.each([
    ['all groups large enough', { a: 10, b: 5, c: 7 }, []],
    ['a group of 4 is hidden, and the smallest other one with it', { a: 10, b: 4, c: 7 }, ['b', 'c']],
    ['a group of exactly 5 is shown', { a: 10, b: 5 }, []],
    ['two small groups holding 5 or more together need no third', { a: 10, b: 3, c: 2 }, ['b', 'c']],
    ['two small groups holding less than 5 together take the smallest shown one', { a: 10, b: 2, c: 1, d: 6 }, ['b', 'c', 'd']],
    ['a total below the minimum hides every group', { a: 2, b: 2 }, ['a', 'b']],
    ['empty groups do not count', { a: 10, b: 0, c: 6 }, []],
    ['one small group and one large: both hidden', { a: 4, b: 20 }, ['a', 'b']],
  ] as const)('%s', (_name, groups, expected) => {
    expect(hidden(groups)).toEqual(expected);
  });

  it('takes groups hidden for another reason into the complementary rule', () => {
    expect(hidden({ a: 10, b: 6, c: 8 }, 5, ['b'])).toEqual(['b']);
    expect(hidden({ a: 10, b: 3, c: 8, d: 9 }, 5, ['a'])).toEqual(['a', 'b']);
  });

  it('never leaves a hidden total of 1 to min − 1 respondents derivable', () => {
    // Exhaustive over small partitions: the hidden groups hold 0 or at least min respondents.
    for (let a = 0; a <= 9; a++)
      for (let b = 0; b <= 9; b++)
        for (let c = 0; c <= 9; c++) {
          const groups = { a, b, c };
          const h = new Set(hidden(groups));
          const hiddenN = Object.entries(groups)
            .filter(([k]) => h.has(k))
            .reduce((s, [, n]) => s + n, 0);
          const total = a + b + c;
          if (total >= 5) expect(hiddenN === 0 || hiddenN >= 5).toBe(true);
          for (const [k, n] of Object.entries(groups)) if (n > 0 && n < 5) expect(h.has(k)).toBe(true);
        }
  });
});

describe('pooled groups', () => {
  it('are shown only when no hospital part of them is hidden', () => {
    expect(
      pooledGroupShown([
        { n: 10, hidden: false },
        { n: 0, hidden: true },
      ]),
    ).toBe(true);
    expect(
      pooledGroupShown([
        { n: 10, hidden: false },
        { n: 3, hidden: true },
      ]),
    ).toBe(false);
  });
});
