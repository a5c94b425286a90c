import { classify, compositeScore, itemCounts, itemPercents, percent, round1 } from './items';

describe('classify (4–5 positive, 1–2 for reverse-worded items; 9 out of the denominator)', () => {
  it.each([
    [1, false, 'negative'],
    [2, false, 'negative'],
    [3, false, 'neutral'],
    [4, false, 'positive'],
    [5, false, 'positive'],
    [1, true, 'positive'],
    [2, true, 'positive'],
    [3, true, 'neutral'],
    [4, true, 'negative'],
    [5, true, 'negative'],
    [9, false, 'dna'],
    [9, true, 'dna'],
    [0, false, null],
    [6, false, null],
    [2.5, false, null],
  ] as const)('code %d, reverse %s → %s', (code, reverse, expected) => {
    expect(classify(code, reverse)).toBe(expected);
  });
});

describe('item percent positive', () => {
  it.each([
    // codes, reverse, n, dna, positive%, neutral%, negative%
    [[4, 5, 3, 2, 1], false, 5, 0, 40, 20, 40],
    [[4, 5, 3, 2, 1], true, 5, 0, 40, 20, 40],
    [[5, 5, 5, 9, 9], false, 3, 2, 100, 0, 0],
    [[1, 1, 2, 9], true, 3, 1, 100, 0, 0],
    [[3, 3, null, undefined], false, 2, 0, 0, 100, 0],
    [[9, 9, null], false, 0, 2, null, null, null],
    [[], false, 0, 0, null, null, null],
    [[4, 4, 4, 1, 9, 3], false, 5, 1, 60, 20, 20],
  ] as const)('%j reverse=%s', (codes, reverse, n, dna, pos, neu, neg) => {
    const c = itemCounts(codes, reverse);
    expect(c.n).toBe(n);
    expect(c.dna).toBe(dna);
    expect(c.positive + c.neutral + c.negative).toBe(n);
    const p = itemPercents(c);
    expect(p.positive).toBe(pos);
    expect(p.neutral).toBe(neu);
    expect(p.negative).toBe(neg);
  });
});

describe('composite = unweighted mean of its items percent positive', () => {
  it.each([
    [[50, 55, 60], 55],
    [[100, 0], 50],
    [[80, null, 60], 70],
    [[null, null], null],
    [[], null],
  ] as const)('%j → %s', (items, expected) => {
    expect(compositeScore(items)).toBe(expected);
  });

  it('is not the pooled share of positive answers', () => {
    // item 1: 1 of 1 positive (100%); item 2: 1 of 3 positive (33.3%) → mean 66.7, pooled would be 50.
    const a = itemPercents(itemCounts([5], false)).positive;
    const b = itemPercents(itemCounts([5, 1, 1], false)).positive;
    expect(round1(compositeScore([a, b]))).toBe(66.7);
  });
});

describe('percent and rounding', () => {
  it('is null over an empty whole and rounds to one decimal for the wire', () => {
    expect(percent(1, 0)).toBeNull();
    expect(round1(percent(1, 3))).toBe(33.3);
    expect(round1(percent(2, 3))).toBe(66.7);
    expect(round1(null)).toBeNull();
  });
});
