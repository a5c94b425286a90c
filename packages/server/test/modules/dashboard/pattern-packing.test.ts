import { patternSlots, patternWeights, type PatternComposite } from '../../../src/modules/dashboard/composite-patterns.js';

/**
 * The packed sums of the snapshot's pattern statement (composite-patterns.ts): what a response's
 * answers add up to, read back slot by slot, is each composite's pattern Σₖ stateₖ·3ᵏ computed
 * directly, for composites of 1 to 33 items spread over several words.
 */
describe('composite patterns packed into bigint words', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

  const composites: PatternComposite[] = [];
  let question = 100;
  for (const size of [4, 3, 4, 1, 33, 4, 3, 3, 4, 18, 2, 4, 4]) {
    composites.push({ composite_id: composites.length + 1, items: Array.from({ length: size }, () => ({ cauhoi_id: question++, reverse: random() < 0.3 })) });
  }
  const slots = patternSlots(composites);
  const weights = new Map(patternWeights(composites, slots).map(([q, v, ...ws]) => [`${q}:${v}`, ws]));

  test('no slot crosses its word or overlaps another', () => {
    for (const s of slots) expect(s.shift + s.bits).toBeLessThanOrEqual(62);
    for (const a of slots) for (const b of slots) if (a !== b && a.word === b.word) expect(a.shift + a.bits <= b.shift || b.shift + b.bits <= a.shift).toBe(true);
    expect(new Set(slots.map((s) => s.word)).size).toBeGreaterThan(1);
  });

  test('the summed words read back as every composite’s pattern', () => {
    for (let response = 0; response < 500; response++) {
      // Values 1–5, 9 (does not apply) or no answer.
      const answers = composites.map((k) => k.items.map(() => [1, 2, 3, 4, 5, 9, null][Math.floor(random() * 7)]!));
      const words = Array.from({ length: slots[slots.length - 1]!.word + 1 }, () => 0n);
      composites.forEach((k, c) =>
        k.items.forEach((item, i) => {
          const value = answers[c]![i];
          const add = value === null ? undefined : weights.get(`${item.cauhoi_id}:${value}`);
          add?.forEach((w, j) => (words[j] = words[j]! + w));
        }),
      );
      composites.forEach((k, c) => {
        const expected = k.items.reduce((sum, item, i) => {
          const v = answers[c]![i] ?? null;
          const state = v === null || v < 1 || v > 5 ? 0 : (item.reverse ? v <= 2 : v >= 4) ? 2 : 1;
          return sum + BigInt(state) * 3n ** BigInt(i);
        }, 0n);
        const s = slots[c]!;
        expect((words[s.word]! >> BigInt(s.shift)) & ((1n << BigInt(s.bits)) - 1n)).toBe(expected);
      });
    }
  });
});
