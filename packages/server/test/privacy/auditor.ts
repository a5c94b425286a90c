/**
 * The differencing auditor (docs/privacy.md "How it is checked"): given every group of
 * respondents whose figures were published, with the figures as published, it looks for a
 * sum or difference of up to three of them that isolates a set of 1 to min − 1 respondents, and
 * checks that the combined figures are indeed that set's answers. It knows who answered what
 * (the test cast the votes), which an attacker does not need: a derivable set is a leak whoever
 * its members are.
 */

/** Per scored item: valid answers, answers 9, positive, neutral, negative. */
export type ItemCounts = Map<number, [number, number, number, number, number]>;

export interface PublishedGroup {
  /** What was read, e.g. 'snapshot 3 · hospital 12 · unit 4'. */
  label: string;
  /** Membership over every respondent of the test (1 = counted in the figures). */
  members: Int8Array;
  counts: ItemCounts;
}

export interface Leak {
  labels: string[];
  signs: number[];
  respondents: number[];
  /** Scored items whose combined figures equal the set's true figures, of all items. */
  itemsRead: number;
  items: number;
}

const ITEM_KEYS = 5;

/** The item counts of a set of respondents from their answers. */
export type TrueCounts = (members: Int8Array) => ItemCounts;

/** A group derived by subtraction: total − the given shown groups (they must be inside it). */
export function residual(label: string, total: PublishedGroup, parts: readonly PublishedGroup[]): PublishedGroup {
  const members = Int8Array.from(total.members);
  const counts: ItemCounts = new Map([...total.counts].map(([k, v]) => [k, [...v] as [number, number, number, number, number]]));
  for (const p of parts) {
    for (let i = 0; i < members.length; i++) members[i]! -= p.members[i]!;
    for (const [k, v] of p.counts) {
      const c = counts.get(k) ?? [0, 0, 0, 0, 0];
      for (let j = 0; j < ITEM_KEYS; j++) c[j]! -= v[j]!;
      counts.set(k, c);
    }
  }
  return { label, members, counts };
}

/** Of the true figures' items, how many the combined figures give exactly. */
function itemsRead(combined: ItemCounts, truth: ItemCounts): number {
  let read = 0;
  for (const [k, y] of truth) {
    const x = combined.get(k) ?? [0, 0, 0, 0, 0];
    if (y.every((value, j) => x[j] === value)) read++;
  }
  return read;
}

/**
 * Every combination ±g1 ±g2 ±g3 (one, two or three distinct groups) whose membership is a set
 * of 1 to min − 1 respondents: linear figures combined the same way are that set's figures
 * (the leak says how many items were checked to be read exactly). Groups with the same
 * membership are looked at once.
 */
export function findLeaks(groups: readonly PublishedGroup[], min: number, truth: TrueCounts, limit = 5): Leak[] {
  const seen = new Set<string>();
  const gs = groups.filter((g) => {
    const key = g.members.join('');
    if (seen.has(key) || !g.members.some((m) => m !== 0)) return false;
    seen.add(key);
    return true;
  });
  const n = gs[0]?.members.length ?? 0;
  const leaks: Leak[] = [];
  const v = new Int8Array(n);
  const check = (idx: number[], signs: number[]) => {
    let size = 0;
    let sign = 0;
    for (let i = 0; i < n; i++) {
      const x = v[i]!;
      if (x === 0) continue;
      if (x !== 1 && x !== -1) return;
      if (sign === 0) sign = x;
      else if (x !== sign) return;
      size++;
    }
    if (size === 0 || size >= min) return;
    const set = Int8Array.from(v, (x) => (x === 0 ? 0 : 1));
    const combined: ItemCounts = new Map();
    idx.forEach((g, j) => {
      for (const [k, c] of gs[g]!.counts) {
        const out = combined.get(k) ?? [0, 0, 0, 0, 0];
        for (let t = 0; t < ITEM_KEYS; t++) out[t]! += sign * signs[j]! * c[t]!;
        combined.set(k, out);
      }
    });
    const real = truth(set);
    leaks.push({
      labels: idx.map((g) => gs[g]!.label),
      signs: signs.map((s) => s * sign),
      respondents: [...set].flatMap((x, i) => (x ? [i] : [])),
      itemsRead: itemsRead(combined, real),
      items: real.size,
    });
  };
  const add = (g: number, s: number) => {
    const m = gs[g]!.members;
    for (let i = 0; i < n; i++) v[i]! += s * m[i]!;
  };
  for (let a = 0; a < gs.length && leaks.length < limit; a++) {
    add(a, 1);
    check([a], [1]);
    for (let b = a + 1; b < gs.length && leaks.length < limit; b++) {
      for (const sb of [1, -1]) {
        add(b, sb);
        check([a, b], [1, sb]);
        for (let c = b + 1; c < gs.length && leaks.length < limit; c++) {
          for (const sc of [1, -1]) {
            add(c, sc);
            check([a, b, c], [1, sb, sc]);
            add(c, -sc);
          }
        }
        add(b, -sb);
      }
    }
    add(a, -1);
  }
  return leaks;
}
