/**
 * Disclosure control on the joint table of the breakdowns published together (docs/privacy.md,
 * "The rule"). The figures of a hospital are published for its total, its units, its positions
 * and its unit × position cells. Every published figure is a sum over respondents, so any sum or
 * difference of published figures is the figure of the respondents whose coefficients add up to
 * 1: a set of respondents is *derivable* when its indicator is a linear combination of the
 * published groups. The rule: no derivable set holds between 1 and min − 1 respondents.
 *
 * The atoms are the non-empty cells (unit, position). A hidden unit is not published, but the
 * total minus the shown units is, so the hidden units act as one merged row (likewise the hidden
 * positions as one merged column). A shown cell can be subtracted from anything, so it drops out
 * (a small set never contains it: it has at least min respondents). What is left is a bipartite
 * graph, rows to columns, each edge a cell of weight n. A combination α(row) + β(column) gives
 * each cell α + β; asking for 0 or 1 on every cell, the cells with 1 are exactly the edges leaving
 * a node set S from a row in S to a column outside it, with no edge from a row outside S to a
 * column in S: a *directed cut*. Every derivable set is a disjoint union of such cuts. So the
 * smallest derivable set is the minimum directed cut of each connected piece, found with a
 * maximum flow (row → column: capacity n; column → row: unbounded).
 *
 * While some piece has a cut below the minimum, one more group is hidden: a shown cell across the
 * cut (it comes back into the graph and closes the cut), otherwise the smallest shown unit or
 * position of the piece (it joins the merged row or column). Hiding only ever removes published
 * groups, so the loop ends; with every unit and position hidden only the total is left, which is
 * shown only from the minimum.
 */

/** Respondents of one unit × position answer pair (0 = not answered). */
export interface JointAtom {
  don_vi: number;
  vi_tri: number;
  n: number;
}

export interface JointFilter {
  don_vi?: number;
  vi_tri?: number;
}

/** What may be published of one population: its total, which units, positions and cells. */
export interface JointDisclosure {
  total: number;
  totalShown: boolean;
  hiddenUnits: ReadonlySet<number>;
  hiddenPositions: ReadonlySet<number>;
  /** Shown cells as `unit|position`. */
  shownCells: ReadonlySet<string>;
  /** Whether the figures of a filter (total, unit, position or cell) may be shown. */
  shown(f: JointFilter): boolean;
}

const cellKey = (u: number, p: number) => `${u}|${p}`;
const INF = Number.MAX_SAFE_INTEGER;

/** A graph node: a shown unit (`u…`), a shown position (`p…`), or the merged hidden ones (`u*`, `p*`). */
type Node = string;

interface Cut {
  /** The source side of the cut (nodes of one connected piece). */
  side: Set<Node>;
  /** The nodes of that piece. */
  piece: Node[];
  weight: number;
}

/**
 * Maximum flow from s to t on a small dense graph (Edmonds–Karp), given up once it reaches
 * `limit`: the caller only wants cuts below it, so at most `limit` paths are augmented (every
 * capacity is a whole number of respondents). Returns the flow and, when it stayed below the
 * limit, the source side of a minimum cut.
 */
function maxFlow(cap: readonly number[][], s: number, t: number, limit: number): { flow: number; side: Set<number> | null } {
  const n = cap.length;
  const r = cap.map((row) => row.slice());
  let flow = 0;
  while (flow < limit) {
    const prev = new Array<number>(n).fill(-1);
    prev[s] = s;
    const queue = [s];
    for (let i = 0; i < queue.length && prev[t] === -1; i++) {
      const a = queue[i]!;
      const ra = r[a]!;
      for (let b = 0; b < n; b++)
        if (prev[b] === -1 && ra[b]! > 0) {
          prev[b] = a;
          queue.push(b);
        }
    }
    if (prev[t] === -1) break;
    let push = INF;
    for (let b = t; b !== s; b = prev[b]!) push = Math.min(push, r[prev[b]!]![b]!);
    for (let b = t; b !== s; b = prev[b]!) {
      r[prev[b]!]![b]! -= push;
      r[b]![prev[b]!]! += push;
    }
    flow += push;
  }
  if (flow >= limit) return { flow, side: null };
  const side = new Set<number>([s]);
  const queue = [s];
  for (let i = 0; i < queue.length; i++)
    for (let b = 0; b < n; b++)
      if (!side.has(b) && r[queue[i]!]![b]! > 0) {
        side.add(b);
        queue.push(b);
      }
  return { flow, side };
}

/**
 * The smallest directed cut of one connected piece (rows → columns weighted, columns → rows
 * unbounded) that weighs less than `below`; a cut of weight `below` and no side when there is
 * none. Each pair's flow is given up at the best weight found so far: only a smaller one can
 * replace it, so the cut found is the one an unbounded search finds first.
 */
function pieceCut(piece: Node[], edges: Map<string, number>, below: number): Cut {
  const index = new Map(piece.map((v, i) => [v, i]));
  const cap = piece.map(() => new Array<number>(piece.length).fill(0));
  for (const [key, w] of edges) {
    const [r, c] = key.split('>') as [Node, Node];
    const a = index.get(r);
    const b = index.get(c);
    if (a === undefined || b === undefined) continue;
    cap[a]![b]! += w;
    cap[b]![a] = INF;
  }
  let best: Cut = { side: new Set(), piece, weight: below };
  for (let t = 1; t < piece.length; t++) {
    for (const [s, d] of [
      [0, t],
      [t, 0],
    ] as const) {
      const { flow, side } = maxFlow(cap, s, d, best.weight);
      if (side && flow < best.weight) best = { side: new Set([...side].map((i) => piece[i]!)), piece, weight: flow };
    }
  }
  return best;
}

/**
 * The groups of a population that may be published together: total, units, positions and
 * unit × position cells, none of whose sums and differences isolates 1 to min − 1 respondents.
 * `alsoHidden` marks groups hidden for another reason (a pool: a hospital's part hidden).
 * @example jointDisclosure([{ don_vi: 1, vi_tri: 2, n: 4 }, { don_vi: 2, vi_tri: 2, n: 9 }], 5).shown({ don_vi: 2 }) // false
 */
export function jointDisclosure(atoms: readonly JointAtom[], min: number, alsoHidden: (f: JointFilter) => boolean = () => false): JointDisclosure {
  // In key order, so that the same table gives the same choices whatever order it comes in.
  const sorted = [...atoms].sort((a, b) => a.don_vi - b.don_vi || a.vi_tri - b.vi_tri);
  const cells = new Map<string, JointAtom>();
  for (const a of sorted) {
    if (a.n <= 0) continue;
    const k = cellKey(a.don_vi, a.vi_tri);
    const c = cells.get(k);
    cells.set(k, { don_vi: a.don_vi, vi_tri: a.vi_tri, n: (c?.n ?? 0) + a.n });
  }
  const units = new Map<number, number>();
  const positions = new Map<number, number>();
  let total = 0;
  for (const c of cells.values()) {
    units.set(c.don_vi, (units.get(c.don_vi) ?? 0) + c.n);
    positions.set(c.vi_tri, (positions.get(c.vi_tri) ?? 0) + c.n);
    total += c.n;
  }
  const hiddenUnits = new Set<number>();
  const hiddenPositions = new Set<number>();
  const shownCells = new Set<string>();
  const totalShown = total >= min;
  if (!totalShown) {
    for (const u of units.keys()) hiddenUnits.add(u);
    for (const p of positions.keys()) hiddenPositions.add(p);
  } else {
    for (const [u, n] of units) if (n < min || alsoHidden({ don_vi: u })) hiddenUnits.add(u);
    for (const [p, n] of positions) if (n < min || alsoHidden({ vi_tri: p })) hiddenPositions.add(p);
    for (const [k, c] of cells) {
      if (c.n >= min && !hiddenUnits.has(c.don_vi) && !hiddenPositions.has(c.vi_tri) && !alsoHidden({ don_vi: c.don_vi, vi_tri: c.vi_tri })) shownCells.add(k);
    }
    const rowOf = (u: number): Node => (hiddenUnits.has(u) ? 'u*' : `u${u}`);
    const colOf = (p: number): Node => (hiddenPositions.has(p) ? 'p*' : `p${p}`);
    const sizeOf = (v: Node) => (v.startsWith('u') ? units.get(Number(v.slice(1))) : positions.get(Number(v.slice(1)))) ?? INF;
    const hide = (v: Node) => {
      const id = Number(v.slice(1));
      if (v.startsWith('u')) hiddenUnits.add(id);
      else hiddenPositions.add(id);
      for (const [k, c] of cells) if ((v.startsWith('u') ? c.don_vi : c.vi_tri) === id) shownCells.delete(k);
    };
    for (let guard = 0; guard <= units.size + positions.size + cells.size; guard++) {
      // The graph: merged rows and columns, cells not shown as weighted edges.
      const edges = new Map<string, number>();
      const adjacent = new Map<Node, Set<Node>>();
      for (const [k, c] of cells) {
        if (shownCells.has(k)) continue;
        const r = rowOf(c.don_vi);
        const col = colOf(c.vi_tri);
        const e = `${r}>${col}`;
        edges.set(e, (edges.get(e) ?? 0) + c.n);
        for (const [a, b] of [
          [r, col],
          [col, r],
        ] as const) {
          if (!adjacent.has(a)) adjacent.set(a, new Set());
          adjacent.get(a)!.add(b);
        }
      }
      const seen = new Set<Node>();
      let leak: Cut | null = null;
      for (const start of adjacent.keys()) {
        if (seen.has(start)) continue;
        const piece = [start];
        seen.add(start);
        for (let i = 0; i < piece.length; i++)
          for (const b of adjacent.get(piece[i]!)!)
            if (!seen.has(b)) {
              seen.add(b);
              piece.push(b);
            }
        const cut = pieceCut(piece, edges, leak ? leak.weight : min);
        if (cut.weight > 0 && cut.weight < min && (!leak || cut.weight < leak.weight)) leak = cut;
      }
      if (!leak) break;
      const cut = leak;
      const crossing = [...cells]
        .filter(([k, c]) => shownCells.has(k) && cut.side.has(rowOf(c.don_vi)) !== cut.side.has(colOf(c.vi_tri)))
        .sort(([ka, a], [kb, b]) => a.n - b.n || (ka < kb ? -1 : 1));
      if (crossing.length) {
        shownCells.delete(crossing[0]![0]);
        continue;
      }
      const open = (vs: Iterable<Node>) => [...new Set(vs)].filter((v) => !v.endsWith('*')).sort((a, b) => sizeOf(a) - sizeOf(b) || (a < b ? -1 : 1));
      const inPiece = open(cut.piece);
      const anywhere = open([...[...units.keys()].map(rowOf), ...[...positions.keys()].map(colOf)]);
      const next = inPiece[0] ?? anywhere[0];
      if (!next) break;
      hide(next);
    }
  }
  return {
    total,
    totalShown,
    hiddenUnits,
    hiddenPositions,
    shownCells,
    shown(f: JointFilter): boolean {
      if (!totalShown) return false;
      const { don_vi: u, vi_tri: p } = f;
      // An empty cell has no figures to hide: it shows 0 when its unit and position are shown.
      if (u !== undefined && p !== undefined) return cells.has(cellKey(u, p)) ? shownCells.has(cellKey(u, p)) : !hiddenUnits.has(u) && !hiddenPositions.has(p);
      if (u !== undefined) return !hiddenUnits.has(u);
      if (p !== undefined) return !hiddenPositions.has(p);
      return true;
    },
  };
}
