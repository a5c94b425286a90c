/**
 * The p-th percentile (0–100) of a list by linear interpolation between the closest ranks:
 * Hyndman & Fan's type 7, the default of R's `quantile`, NumPy's `percentile` and Excel's
 * PERCENTILE.INC. With the values sorted x₁ ≤ … ≤ xₙ, h = (n − 1)·p/100 and the result is
 * x⌊h⌋₊₁ + (h − ⌊h⌋)(x⌊h⌋₊₂ − x⌊h⌋₊₁). Used by the federated benchmark (docs/decisions/federated-benchmark.md).
 * @example percentile7([10, 20, 30, 40], 25) // 17.5
 */
export function percentile7(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile ${p} outside 0–100`);
  const x = [...values].sort((a, b) => a - b);
  const h = ((x.length - 1) * p) / 100;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, x.length - 1);
  return x[lo]! + (h - lo) * (x[hi]! - x[lo]!);
}
