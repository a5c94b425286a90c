// This spec reads the remotes' page files from disk (Node in jest).
/// <reference types="node" />
import * as contract from '@hm/contract';
import { ALL_FUNCTION_CODES, MODULE_IDS, MODULE_REMOTES, SCREENS, menuLeaves, screensOf, type TFunctionCode, type TModuleId } from '@hm/contract';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ADMIN_ROUTES, matchModuleRoute } from './admin-routes';
import { moduleOfSegment } from './module-segments';

/**
 * One declaration per screen: `SCREENS` in @hm/contract gives the server's menu seed, this
 * shell's guard table and each remote's routes (each remote's routes.spec checks its routes).
 */
const lower = (p: string) => p.replace(/^\//, '').toLowerCase();
const moduleScreens = MODULE_IDS.flatMap((m) => screensOf(m));

describe('screens: the screen table', () => {
  it('names each screen and each path once', () => {
    const twice = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
    expect(twice(SCREENS.map((s) => s.code))).toEqual([]);
    expect(twice(SCREENS.map((s) => s.path.toLowerCase()))).toEqual([]);
  });

  it('keeps every path of a module below the first segments it owns', () => {
    expect(moduleScreens.filter((s) => moduleOfSegment(s.path.split('/')[1] ?? '') !== s.module).map((s) => s.path)).toEqual([]);
  });

  it.each(
    menuLeaves()
      .filter((m) => m.module !== 'core')
      .map((m) => [m.path!, m] as const),
  )('guards the menu entry %s with its own rule', (path, m) => {
    const route = matchModuleRoute(lower(path));
    expect(route?.path.toLowerCase()).toBe(lower(path));
    expect(route?.moduleId).toBe(m.module);
    expect(route?.functions.length).toBeGreaterThan(0);
  });

  it('guards only with functions that exist', () => {
    const known = new Set<string>(ALL_FUNCTION_CODES);
    expect(ADMIN_ROUTES.flatMap((r) => r.functions).filter((f) => !known.has(f))).toEqual([]);
  });
});

/**
 * What a page's resource list calls, read from the sources as a reviewer would. A page map entry
 * (`Key: …import('./dir/Page')`, or a helper that imports it) gives the page file; each
 * `resource: name` in it is followed to the resource (through its import: @hm/contract or a
 * module of the remote; or its definition on the page: a list endpoint, or a spread resource),
 * whose list endpoint names the function the call needs.
 */
type Use = { page: string; name: string; fns: (string | null)[] | 'not computable' };
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const listFn = (value: unknown) => (value as { endpoints?: { list?: { fn: string | null } } } | undefined)?.endpoints?.list?.fn;
const endpointTable = contract.endpoints as Record<string, { fn: string | null }>;

function listFnsOf(name: string, text: string, file: string): (string | null)[] | null {
  const from = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)].find(([, names]) =>
    names!
      .split(',')
      .map((n) => n.trim())
      .includes(name),
  )?.[2];
  if (from) {
    const value: unknown =
      from === '@hm/contract' ? (contract as Record<string, unknown>)[name] : from.startsWith('.') ? jest.requireActual(resolve(dirname(file), from))[name] : undefined;
    const fn = listFn(value);
    return fn === undefined ? null : [fn];
  }
  const definition = new RegExp(`const ${name} = ([\\s\\S]*?)\\n\\n`).exec(text)?.[1];
  if (!definition) return null;
  const lists = [...definition.matchAll(/list: endpoints\.(\w+)/g)].map(([, e]) => endpointTable[e!]?.fn ?? null);
  if (lists.length) return lists;
  const spread = /^\{\s*\.\.\.(\w+)/.exec(definition)?.[1];
  if (spread) return listFnsOf(spread, text, file);
  // A table of contract resources chosen by a prop (`{ phong_ban: ahrqDepartment, … }[kind]`): every one of them.
  const members = [...definition.matchAll(/\w+:\s*(\w+)/g)].map(([, v]) => v!).filter((v) => v in contract);
  const fns = members.map((m) => listFnsOf(m, text, file));
  return fns.length && fns.every((f) => f !== null) ? fns.flat() : null;
}

function pageResources(moduleId: TModuleId): Use[] {
  const src = resolve(__dirname, '../../..', MODULE_REMOTES[moduleId], 'src');
  const pagesText = readFileSync(resolve(src, 'pages.tsx'), 'utf8');
  const helperImport = (helper: string) => new RegExp(`const ${helper} = [^\\n]*import\\('([^']+)'\\)`).exec(pagesText)?.[1];
  const out: Use[] = [];
  for (const [, page, rest] of pagesText.matchAll(/^ {2}(\w+): (.*)$/gm)) {
    const spec = /import\('([^']+)'\)/.exec(rest!)?.[1] ?? helperImport(/^(\w+)\(/.exec(rest!)?.[1] ?? '');
    if (!spec) continue;
    const file = resolve(src, `${spec}.tsx`);
    const text = withoutComments(readFileSync(file, 'utf8'));
    for (const [, name] of text.matchAll(/\bresource:\s*(\w+)/g)) out.push({ page: page!, name: name!, fns: listFnsOf(name!, text, file) ?? 'not computable' });
    for (const shared of sharedPages(text)) {
      const sharedText = withoutComments(readFileSync(shared, 'utf8'));
      for (const [, name] of sharedText.matchAll(/\bresource:\s*(\w+)/g))
        if (name! in contract) out.push({ page: page!, name: name!, fns: listFnsOf(name!, sharedText, shared) ?? 'not computable' });
    }
  }
  return out;
}

/**
 * The shared pages of @hm/ui/crud a page renders (`<PermissionGroupsPage … />`), as files: the
 * contract resources they list are the page's too.
 */
function sharedPages(text: string): string[] {
  const crud = resolve(__dirname, '../../../packages/ui/src/crud');
  const names = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@hm\/ui\/crud'/g)].flatMap(([, list]) => list!.split(',').map((n) => n.trim()));
  return names.filter((n) => new RegExp(`<${n}\\b`).test(text) && existsSync(resolve(crud, `${n}.tsx`))).map((n) => resolve(crud, `${n}.tsx`));
}

describe('screens: the functions a screen asks for cover what its page calls', () => {
  const uses = MODULE_IDS.flatMap((m) => pageResources(m).map((u) => ({ ...u, module: m })));
  const isFunction = (fn: string | null): fn is TFunctionCode => (ALL_FUNCTION_CODES as readonly string[]).includes(fn ?? '');
  const required = (u: Use) => (u.fns === 'not computable' ? [] : u.fns.filter(isFunction));

  it('finds the resource lists of the pages', () => {
    expect(uses.filter((u) => required(u).length).length).toBeGreaterThan(5);
  });

  it("includes the read function of each resource list a screen's page shows", () => {
    const gaps = moduleScreens.flatMap((s) =>
      uses
        .filter((u) => u.module === s.module && u.page === s.page)
        .flatMap((u) =>
          required(u)
            .filter((fn) => !s.functions.includes(fn))
            .map((fn) => `${s.path} ${u.name} ${fn}`),
        ),
    );
    // Known, kept as they were: the permission-group catalogue is for those who may write groups
    // (PHAN_QUYEN_SUA), the benchmark catalogue for catalogue writers (DANH_MUC_SUA); the
    // administrators who have those also hold the read functions in the seed.
    expect(gaps).toEqual(['/HeThongDanhMuc/Benchmark benchmark DASHBOARD_XEM', '/HeThongDanhMuc/PhanQuyen permissionGroup PHAN_QUYEN_XEM']);
  });

  it('says which page resources it cannot follow (defined on the page itself)', () => {
    expect(uses.filter((u) => u.fns === 'not computable').map((u) => `${u.page} ${u.name}`)).toEqual([]);
  });
});
