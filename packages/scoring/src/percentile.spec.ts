import { percentile7 } from './percentile.js';

describe('percentile7 (linear interpolation, R type 7)', () => {
  it('gives the values R gives', () => {
    // R: quantile(c(10, 20, 30, 40), c(.1, .25, .5, .75, .9)) → 13 17.5 25 32.5 37
    expect([10, 25, 50, 75, 90].map((p) => percentile7([40, 10, 30, 20], p))).toEqual([13, 17.5, 25, 32.5, 37]);
    // Two values: straight between them.
    expect(percentile7([60, 80], 25)).toBe(65);
    expect(percentile7([70], 90)).toBe(70);
  });
  it('refuses an empty list or a percentile outside 0–100', () => {
    expect(() => percentile7([], 50)).toThrow();
    expect(() => percentile7([1], 101)).toThrow();
  });
});
