import { jointDisclosure, type JointDisclosure, pooledGroupShown, suppressPartition } from '@hm/scoring';

/** Respondents of one snapshot group: hospital × unit answer × position answer. */
export interface GroupCount {
  hospital_id: number;
  don_vi: number;
  vi_tri: number;
  respondents: number;
}

/** A breakdown filter: the respondent's unit and/or position answer (0 = not answered). */
export interface GroupFilter {
  don_vi?: number;
  vi_tri?: number;
}

/** Respondents added up under a number key. */
const add = (m: Map<number, number>, k: number, n: number) => m.set(k, (m.get(k) ?? 0) + n);
/** The key of a unit × position cell (answer values are small whole numbers). */
const cellKey = (don_vi: number, vi_tri: number) => don_vi * 2 ** 20 + vi_tri;

/**
 * Which figures of one population of respondents (a hospital, or a pool of hospitals) may be
 * shown (docs/privacy.md "The rule"): none when the total is below the minimum; of its units,
 * positions and unit × position cells, those that the joint table lets be published together
 * without any sum or difference of them isolating 1 to min − 1 respondents (jointDisclosure in
 * @hm/scoring). `partHidden` adds the groups hidden for another reason (a pool: a hospital's
 * part hidden).
 */
export class Population {
  readonly total: number;
  private readonly disclosure: JointDisclosure;
  /** Respondents of every unit, position and cell that has some. */
  private readonly byUnit = new Map<number, number>();
  private readonly byPosition = new Map<number, number>();
  private readonly byCell = new Map<number, number>();

  constructor(
    readonly rows: readonly GroupCount[],
    readonly min: number,
    partHidden: (f: GroupFilter) => boolean = () => false,
  ) {
    this.total = rows.reduce((s, r) => s + r.respondents, 0);
    for (const r of rows) {
      add(this.byUnit, r.don_vi, r.respondents);
      add(this.byPosition, r.vi_tri, r.respondents);
      add(this.byCell, cellKey(r.don_vi, r.vi_tri), r.respondents);
    }
    this.disclosure = jointDisclosure(
      rows.map((r) => ({ don_vi: r.don_vi, vi_tri: r.vi_tri, n: r.respondents })),
      min,
      partHidden,
    );
  }

  /** Respondents of a filter. */
  count(f: GroupFilter): number {
    const { don_vi: u, vi_tri: p } = f;
    if (u !== undefined && p !== undefined) return this.byCell.get(cellKey(u, p)) ?? 0;
    if (u !== undefined) return this.byUnit.get(u) ?? 0;
    if (p !== undefined) return this.byPosition.get(p) ?? 0;
    return this.total;
  }

  /** The unit (or position) values that exist in this population, sorted. */
  values(key: 'don_vi' | 'vi_tri'): number[] {
    return [...(key === 'don_vi' ? this.byUnit : this.byPosition).keys()].sort((a, b) => a - b);
  }

  /** Whether the figures of a filter may be shown. */
  shown(f: GroupFilter): boolean {
    return this.disclosure.shown(f);
  }
}

/**
 * Several hospitals pooled by respondent: a hospital below the minimum is left out; a group of
 * the pool is hidden when a hospital's part of it is hidden in that hospital's own figures, and
 * the pool's partitions are then suppressed with those as already hidden.
 */
export class Pool {
  readonly hospitals: Map<number, Population>;
  readonly included: number[];
  readonly pooled: Population;

  constructor(
    rows: readonly GroupCount[],
    hospitalIds: readonly number[],
    readonly min: number,
  ) {
    const rowsOf = new Map<number, GroupCount[]>(hospitalIds.map((h) => [h, []]));
    for (const r of rows) rowsOf.get(r.hospital_id)?.push(r);
    this.hospitals = new Map(hospitalIds.map((h) => [h, new Population(rowsOf.get(h)!, min)]));
    this.included = hospitalIds.filter((h) => this.hospitals.get(h)!.total >= min);
    const parts = this.included.map((h) => this.hospitals.get(h)!);
    const inPool = new Set(this.included);
    this.pooled = new Population(
      rows.filter((r) => inPool.has(r.hospital_id)),
      min,
      (f) => !pooledGroupShown(parts.map((p) => ({ n: p.count(f), hidden: !p.shown(f) }))),
    );
  }

  /**
   * Hospitals hidden in the partition of the pool's filter by hospital: their own rule, plus
   * complementary suppression against the pooled figure.
   */
  hiddenHospitals(f: GroupFilter): Set<number> {
    const groups = [...this.hospitals].map(([h, p]) => ({ key: h, n: p.count(f) }));
    const own = new Set([...this.hospitals].filter(([, p]) => !p.shown(f)).map(([h]) => h));
    if (!this.pooled.shown(f)) return own;
    const inPool = groups.filter((g) => this.included.includes(g.key));
    const hidden = suppressPartition(inPool, this.min, own);
    for (const h of own) hidden.add(h);
    return hidden;
  }
}
