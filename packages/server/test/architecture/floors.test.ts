import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's floors (docs/architecture.md, "The server's floors"), lowest first: a file may
 * import its own floor and the floors below, never one above. Feature modules share one floor
 * and may import each other, as long as no two of them import each other, directly or around a
 * cycle: what several features share moves down to `modules/survey-core`.
 */
const FLOORS: readonly (readonly string[])[] = [
  ['config.ts', 'errors'],
  ['db'],
  ['ops'],
  ['http'],
  ['access'],
  ['resources'],
  ['modules/system-parameters'],
  ['modules/survey-core'],
  ['modules/*'],
  ['seed', 'plugins', 'app.ts', 'server.ts'],
];

const SRC = path.join(__dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs)$/.test(e.name) ? [full] : [];
  });
}

/** The part of a path below src/ that names its place: `db`, `modules/voting`, `app.ts`. */
function placeOf(file: string): string {
  const [first, second] = path.relative(SRC, file).split(path.sep);
  return first === 'modules' ? `modules/${second}` : first!;
}

function floorOf(place: string): number {
  const exact = FLOORS.findIndex((f) => f.includes(place));
  if (exact >= 0) return exact;
  if (place.startsWith('modules/')) return FLOORS.findIndex((f) => f.includes('modules/*'));
  throw new Error(`src/${place} is on no floor: add it to FLOORS`);
}

/** Relative imports of a file (static, dynamic and type-only), resolved to files below src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => path.resolve(path.dirname(file), s).replace(/\.js$/, '.ts')).filter((p) => p.startsWith(SRC + path.sep));
}

const files = sourceFiles(SRC);
const edges = files.flatMap((from) => importsOf(from).map((to) => ({ from, to, a: placeOf(from), b: placeOf(to) })));

describe("the server's floors", () => {
  it('put every source file on a floor', () => {
    for (const f of files) expect(() => floorOf(placeOf(f))).not.toThrow();
  });

  it('have no import running back up', () => {
    const up = edges.filter((e) => floorOf(e.b) > floorOf(e.a)).map((e) => `${path.relative(SRC, e.from)} → ${path.relative(SRC, e.to)}`);
    expect(up).toEqual([]);
  });

  it('have no cycle between feature modules', () => {
    const graph = new Map<string, Set<string>>();
    for (const e of edges) if (e.a !== e.b && e.a.startsWith('modules/') && e.b.startsWith('modules/')) graph.set(e.a, (graph.get(e.a) ?? new Set()).add(e.b));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (node: string, trail: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' → '));
        return;
      }
      state.set(node, 'open');
      for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
      state.set(node, 'done');
    };
    for (const node of graph.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });

  it('see the imports it judges (a check of the check)', () => {
    expect(edges.some((e) => e.a === 'modules/voting' && e.b === 'modules/survey-core')).toBe(true);
    expect(edges.some((e) => e.a === 'access' && e.b === 'db')).toBe(true);
  });
});
