import {
  changeOf,
  combinePatterns,
  compositeAgainstRest,
  compositeChange,
  compositeEstimate,
  type CompositePatterns,
  itemAgainstRest,
  patternOf,
  patternState,
  proportionChange,
  twoSidedP,
  verdictOf,
  wilsonInterval,
} from './change';

/**
 * Known answers computed independently of this code, in Python 3 (numpy 2, scipy 1.17), with the
 * formulas written out:
 *  - Wilson: c = (p + z²/2n)/(1 + z²/n), h = z/(1 + z²/n)·√(p(1−p)/n + z²/4n²), z = norm.ppf(.975);
 *    the same as R's `prop.test(x, n, correct = FALSE)$conf.int` (8/10 → 0.4901625, 0.9433178);
 *  - two proportions: d = p₁ − p₂, se = √(p₁(1−p₁)/n₁ + p₂(1−p₂)/n₂), d ± z·se, p = 2·norm.sf(|d/se|);
 *  - composites: not the pattern form of change.ts but the textbook delta method on the
 *    respondent matrix: totals T = (Y₁…Y_K, N₁…N_K), C(T) = mean(Yₖ/Nₖ), the gradient of C by
 *    central finite differences, the totals' covariance m/(m−1)·Σᵢ(xᵢ − x̄)(xᵢ − x̄)ᵀ over the m
 *    respondents with at least one valid answer, se = √(∇Cᵀ V ∇C).
 */
const close = (a: number, b: number, digits = 3) => expect(a).toBeCloseTo(b, digits);

describe('the two-sided p-value', () => {
  it.each([
    [0, 1],
    [1.959963984540054, 0.05],
    [1.4285714, 0.153127],
    [2.575829, 0.01],
    [-1.959963984540054, 0.05],
  ])('z %d → p %d', (z, p) => close(twoSidedP(z), p, 5));
  it('is symmetric in z', () => close(twoSidedP(-0.7), twoSidedP(0.7), 9));
});

describe('Wilson 95% interval of a percent positive', () => {
  it.each([
    // positive, n, value, low, high
    [8, 10, 80, 49.0162, 94.3318],
    [0, 5, 0, 0, 43.4482],
    [5, 5, 100, 56.5518, 100],
    [62, 100, 62, 52.2098, 70.9024],
    [300, 500, 60, 55.6454, 64.2021],
    [1, 3, 33.3333, 6.1492, 79.234],
  ])('%d/%d', (x, n, value, low, high) => {
    const w = wilsonInterval(x, n)!;
    close(w.value, value);
    close(w.low, low);
    close(w.high, high);
  });
  it('has no interval without a valid answer', () => expect(wilsonInterval(0, 0)).toBeNull());
});

describe('verdict: |change| ≥ 5 points and a 95% interval that excludes 0', () => {
  it.each([
    [6.1, 1.2, 11, 'improvement'],
    [-6.1, -11, -1.2, 'decline'],
    [6.1, -0.5, 12.7, 'no_clear_change'],
    [3, 1.6, 4.4, 'no_clear_change'],
    [5, 0.1, 9.9, 'improvement'],
    [-4.99, -9, -0.1, 'no_clear_change'],
    [0, 0, 0, 'no_clear_change'],
  ] as const)('change %d (%d to %d) → %s', (change, low, high, verdict) => expect(verdictOf({ change, low, high })).toBe(verdict));
});

describe('change of an item: two independent proportions (unpooled Wald, z test)', () => {
  it.each([
    // after x/n, before x/n, change, low, high, p, verdict
    [60, 100, 50, 100, 10, -3.7197, 23.7197, 0.153127, 'no_clear_change'],
    [330, 500, 270, 500, 12, 5.973, 18.027, 0.000095, 'improvement'],
    [5300, 10000, 5000, 10000, 3, 1.6153, 4.3847, 0.000022, 'no_clear_change'],
    [40, 100, 70, 100, -30, -43.1478, -16.8522, 0.000008, 'decline'],
    [20, 25, 15, 25, 20, -4.7918, 44.7918, 0.113846, 'no_clear_change'],
  ] as const)('%d/%d against %d/%d', (x1, n1, x2, n2, change, low, high, p, verdict) => {
    const c = proportionChange({ positive: x1, n: n1 }, { positive: x2, n: n2 })!;
    close(c.change, change);
    close(c.low, low);
    close(c.high, high);
    close(c.p, p, 5);
    expect(c.verdict).toBe(verdict);
  });
  it('has no change when a side has no valid answer', () => expect(proportionChange({ positive: 0, n: 0 }, { positive: 3, n: 5 })).toBeNull());
  it('is certain when both sides are certain (se 0)', () => {
    expect(proportionChange({ positive: 5, n: 5 }, { positive: 0, n: 5 })).toMatchObject({ change: 100, p: 0, verdict: 'improvement' });
    expect(proportionChange({ positive: 5, n: 5 }, { positive: 6, n: 6 })).toMatchObject({ change: 0, p: 1, verdict: 'no_clear_change' });
  });
});

/** Respondents as strings of item states (0 no valid answer, 1 valid not positive, 2 positive), item 0 first. */
const patternsOf = (rows: readonly string[]): CompositePatterns => {
  const patterns = new Map<number, number>();
  for (const r of rows) {
    const p = patternOf([...r].map(Number));
    patterns.set(p, (patterns.get(p) ?? 0) + 1);
  }
  return { items: rows[0]!.length, patterns };
};

// Two waves of a 3-item composite, drawn in Python (numpy default_rng(27)); see the header.
// prettier-ignore
const WAVE_A = ['210', '122', '011', '210', '221', '121', '212', '201', '220', '220', '212', '021', '011', '202', '221', '222', '210', '022', '012', '212', '212', '110', '222', '122', '222', '122', '222', '122', '220', '202'];
// prettier-ignore
const WAVE_B = ['122', '122', '121', '111', '222', '122', '211', '112', '011', '122', '012', '122', '202', '121', '201', '111', '122', '222', '212', '212', '111', '122', '002', '222', '111'];

describe('composite percent positive: delta method over respondents', () => {
  it('encodes a pattern in base 3, item 0 first', () => {
    expect(patternOf([2, 1, 0])).toBe(5);
    expect([0, 1, 2].map((k) => patternState(patternOf([2, 1, 0]), k))).toEqual([2, 1, 0]);
  });

  it('equals the independent computation (wave A: 68.2748, se 4.9085, 58.6544–77.8953)', () => {
    const e = compositeEstimate(patternsOf(WAVE_A))!;
    close(e.value, 68.2748);
    close(e.se, 4.9085);
    close(e.low, 58.6544);
    close(e.high, 77.8953);
  });

  it('equals the independent computation (wave B: 51.6364, se 6.8159, 38.2774–64.9953)', () => {
    const e = compositeEstimate(patternsOf(WAVE_B))!;
    close(e.value, 51.6364);
    close(e.se, 6.8159);
    close(e.low, 38.2774);
    close(e.high, 64.9953);
  });

  it('reduces to p(1 − p)/(N − 1) for one item (3 of 4 positive: se 25 points)', () => {
    const e = compositeEstimate(patternsOf(['2', '2', '2', '1', '0']))!;
    close(e.value, 75);
    close(e.se, 25);
  });

  it('leaves out items without a valid answer and respondents without any', () => {
    // item 1 never answered: the composite is item 0 alone
    expect(compositeEstimate(patternsOf(['20', '10', '00']))!.value).toBe(50);
    expect(compositeEstimate(patternsOf(['00', '00']))).toBeNull();
  });

  it('one respondent: a score with no spread (se 0)', () => expect(compositeEstimate(patternsOf(['21']))).toMatchObject({ value: 50, se: 0 }));

  it('change between waves equals the independent computation (16.6385, 0.1759–33.101, p 0.047602): significant and ≥ 5 → improvement', () => {
    const c = compositeChange(patternsOf(WAVE_A), patternsOf(WAVE_B))!;
    close(c.change, 16.6385);
    close(c.low, 0.1759);
    close(c.high, 33.101);
    close(c.p, 0.047602, 5);
    expect(c.verdict).toBe('improvement');
    expect(compositeChange(patternsOf(WAVE_B), patternsOf(WAVE_A))!.verdict).toBe('decline');
  });
});

describe('a unit against its hospital: the unit against the rest of the hospital', () => {
  it('an item: the rest is the hospital minus the unit', () => {
    expect(itemAgainstRest({ positive: 40, n: 100 }, { positive: 110, n: 200 })).toEqual(proportionChange({ positive: 40, n: 100 }, { positive: 70, n: 100 }));
  });
  it('a composite: the patterns of the rest are the hospital’s minus the unit’s', () => {
    const hospital = combinePatterns(patternsOf(WAVE_A), patternsOf(WAVE_B));
    const c = compositeAgainstRest(patternsOf(WAVE_A), hospital)!;
    close(c.change, 16.6385);
    close(c.low, 0.1759);
  });
  it('changeOf: the difference of two estimates with se √(se₁² + se₂²)', () => {
    expect(changeOf({ value: 60, se: 3 }, { value: 50, se: 4 })).toMatchObject({ change: 10, p: expect.any(Number), verdict: 'improvement' });
    close(changeOf({ value: 60, se: 3 }, { value: 50, se: 4 }).low, 10 - 1.959964 * 5, 4);
  });
});
