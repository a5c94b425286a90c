import { type JointAtom, jointDisclosure } from './disclosure';
import { suppressPartition } from './suppression';

/** Seeded random numbers. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Whether `target` is a linear combination of `rows` (Gaussian elimination, exact enough on 0/1 vectors of this size). */
function inSpan(rows: number[][], target: number[]): boolean {
  const m = rows.map((r) => r.slice());
  const rank = (mat: number[][]) => {
    const a = mat.map((r) => r.slice());
    let r = 0;
    for (let c = 0; c < (a[0]?.length ?? 0) && r < a.length; c++) {
      let pivot = -1;
      for (let i = r; i < a.length; i++) if (Math.abs(a[i]![c]!) > 1e-9) pivot = i;
      if (pivot < 0) continue;
      [a[r], a[pivot]] = [a[pivot]!, a[r]!];
      for (let i = 0; i < a.length; i++) {
        if (i === r) continue;
        const f = a[i]![c]! / a[r]![c]!;
        if (f) for (let k = c; k < a[i]!.length; k++) a[i]![k]! -= f * a[r]![k]!;
      }
      r++;
    }
    return r;
  };
  return rank([...m, target]) === rank(m);
}

/** Every set of atoms of 1 to min − 1 respondents derivable from the published groups (brute force). */
function leaks(atoms: JointAtom[], published: ((a: JointAtom) => boolean)[], min: number): number[][] {
  const rows = published.map((g) => atoms.map((a) => (g(a) ? 1 : 0)));
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << atoms.length; mask++) {
    const set = atoms.map((_, i) => ((mask >> i) & 1 ? 1 : 0));
    const n = atoms.reduce((s, a, i) => s + a.n * set[i]!, 0);
    if (n >= min) continue;
    if (rows.length && inSpan(rows, set)) out.push(atoms.flatMap((_, i) => (set[i] ? [i] : [])));
  }
  return out;
}

/** The groups a disclosure publishes, as membership tests. */
function publishedGroups(atoms: JointAtom[], d: ReturnType<typeof jointDisclosure>): ((a: JointAtom) => boolean)[] {
  if (!d.totalShown) return [];
  const units = [...new Set(atoms.map((a) => a.don_vi))];
  const positions = [...new Set(atoms.map((a) => a.vi_tri))];
  return [
    () => true,
    ...units.filter((u) => d.shown({ don_vi: u })).map((u) => (a: JointAtom) => a.don_vi === u),
    ...positions.filter((p) => d.shown({ vi_tri: p })).map((p) => (a: JointAtom) => a.vi_tri === p),
    ...atoms.filter((c) => d.shown({ don_vi: c.don_vi, vi_tri: c.vi_tri })).map((c) => (a: JointAtom) => a.don_vi === c.don_vi && a.vi_tri === c.vi_tri),
  ];
}

/** The rule before the joint table: each dimension's partition on its own, cells within their unit and position. */
function perDimension(atoms: JointAtom[], min: number): ((a: JointAtom) => boolean)[] {
  const part = (key: 'don_vi' | 'vi_tri', within: (a: JointAtom) => boolean) => {
    const m = new Map<number, number>();
    for (const a of atoms.filter(within)) m.set(a[key], (m.get(a[key]) ?? 0) + a.n);
    return suppressPartition(
      [...m].map(([k, n]) => ({ key: k, n })),
      min,
    );
  };
  const hu = part('don_vi', () => true);
  const hp = part('vi_tri', () => true);
  const units = [...new Set(atoms.map((a) => a.don_vi))].filter((u) => !hu.has(u));
  const positions = [...new Set(atoms.map((a) => a.vi_tri))].filter((p) => !hp.has(p));
  const cells = atoms.filter(
    (c) =>
      units.includes(c.don_vi) &&
      positions.includes(c.vi_tri) &&
      !part('vi_tri', (a) => a.don_vi === c.don_vi).has(c.vi_tri) &&
      !part('don_vi', (a) => a.vi_tri === c.vi_tri).has(c.don_vi),
  );
  return [
    () => true,
    ...units.map((u) => (a: JointAtom) => a.don_vi === u),
    ...positions.map((p) => (a: JointAtom) => a.vi_tri === p),
    ...cells.map((c) => (a: JointAtom) => a.don_vi === c.don_vi && a.vi_tri === c.vi_tri),
  ];
}

describe('jointDisclosure', () => {
  it('blocks the differencing across dimensions: a unit all of one position', () => {
    // Unit 1: 4 people (hidden); unit 2: 5 people, all of position 9, the only ones of position 9.
    const atoms: JointAtom[] = [
      { don_vi: 1, vi_tri: 7, n: 4 },
      { don_vi: 2, vi_tri: 9, n: 5 },
      { don_vi: 3, vi_tri: 7, n: 12 },
      { don_vi: 4, vi_tri: 7, n: 8 },
    ];
    // Per dimension: total − shown units (3, 4) − position 9 = the 4 of unit 1.
    expect(leaks(atoms, perDimension(atoms, 5), 5)).toContainEqual([0]);
    const d = jointDisclosure(atoms, 5);
    expect(leaks(atoms, publishedGroups(atoms, d), 5)).toEqual([]);
    expect(d.shown({ don_vi: 1 })).toBe(false);
    expect(d.shown({ don_vi: 3 })).toBe(true);
    expect(d.shown({})).toBe(true);
  });

  it('hides nothing more than needed when every cell is large or empty', () => {
    const atoms: JointAtom[] = [
      { don_vi: 1, vi_tri: 1, n: 6 },
      { don_vi: 1, vi_tri: 2, n: 7 },
      { don_vi: 2, vi_tri: 1, n: 5 },
      { don_vi: 2, vi_tri: 2, n: 9 },
    ];
    const d = jointDisclosure(atoms, 5);
    expect([...d.hiddenUnits, ...d.hiddenPositions]).toEqual([]);
    expect(d.shownCells.size).toBe(4);
  });

  it('closes a cell given away by a unit minus a position plus a shown cell', () => {
    // (a,q) = 3: a − p + (b,p) = (a,q) once (b,p) is shown, though (a,p) is hidden.
    const atoms: JointAtom[] = [
      { don_vi: 1, vi_tri: 1, n: 9 },
      { don_vi: 1, vi_tri: 2, n: 3 },
      { don_vi: 2, vi_tri: 1, n: 8 },
      { don_vi: 2, vi_tri: 2, n: 10 },
    ];
    expect(leaks(atoms, perDimension(atoms, 5), 5).length).toBeGreaterThan(0);
    const d = jointDisclosure(atoms, 5);
    expect(leaks(atoms, publishedGroups(atoms, d), 5)).toEqual([]);
    expect(d.shown({ don_vi: 1 })).toBe(true);
    expect(d.shown({ vi_tri: 2 })).toBe(true);
  });

  it('shows nothing below the minimum, and honours groups hidden for another reason', () => {
    expect(jointDisclosure([{ don_vi: 1, vi_tri: 1, n: 4 }], 5).shown({})).toBe(false);
    const atoms: JointAtom[] = [
      { don_vi: 1, vi_tri: 1, n: 10 },
      { don_vi: 2, vi_tri: 1, n: 10 },
      { don_vi: 3, vi_tri: 1, n: 10 },
    ];
    const d = jointDisclosure(atoms, 5, (f) => f.don_vi === 1 && f.vi_tri === undefined);
    expect(d.shown({ don_vi: 1 })).toBe(false);
    // Total − the others gives its 10: not a small group, nothing else needs hiding.
    expect([...d.hiddenUnits]).toEqual([1]);
    // Hidden for another reason with 3 left in it: total − the others would give the 3.
    const small = jointDisclosure([...atoms, { don_vi: 4, vi_tri: 1, n: 3 }], 5);
    expect(small.hiddenUnits.size).toBe(2);
  });

  it('never leaves a derivable set of 1 to min − 1 respondents (random tables, brute force)', () => {
    const r = rng(20261123);
    let oldLeaks = 0;
    for (let round = 0; round < 250; round++) {
      const min = r() < 0.5 ? 5 : 3;
      const nu = 2 + Math.floor(r() * 3);
      const np = 2 + Math.floor(r() * 3);
      const atoms: JointAtom[] = [];
      for (let u = 0; u < nu; u++)
        for (let p = 0; p < np; p++) {
          if (r() < 0.35) continue;
          const n = r() < 0.5 ? 1 + Math.floor(r() * (min - 1)) : min + Math.floor(r() * 10);
          if (atoms.length < 11) atoms.push({ don_vi: u, vi_tri: p, n });
        }
      if (atoms.length === 0) continue;
      const d = jointDisclosure(atoms, min);
      expect(leaks(atoms, publishedGroups(atoms, d), min)).toEqual([]);
      if (leaks(atoms, perDimension(atoms, min), min).length) oldLeaks++;
    }
    // The rule per dimension leaked on many of these tables.
    expect(oldLeaks).toBeGreaterThan(20);
  });
});
