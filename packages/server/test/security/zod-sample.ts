import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

/**
 * A valid sample of a zod 4 schema, so that a generated request reaches the access and scope
 * checks instead of stopping at validation. `override(key, path)` gives the value of a field by
 * its name (ids of the other hospital); everything else is the simplest value the schema's
 * constraints allow. The sample is then checked with `safeParse` and repaired field by field
 * (`validSample`), since refinements (`time_end` after `time_start`, a name in the primary
 * language) cannot be read from the schema.
 */

type Def = {
  type: string;
  [k: string]: unknown;
};
type Bag = { minimum?: number; maximum?: number; exclusiveMinimum?: number; minLength?: number; maxLength?: number; length?: number; format?: string; patterns?: Set<RegExp> };
type Schema = { _zod: { def: Def; bag: Bag } };

export type Override = (key: string, path: readonly (string | number)[]) => unknown;

const defOf = (s: unknown): Def => (s as Schema)._zod.def;
const bagOf = (s: unknown): Bag => (s as Schema)._zod.bag ?? {};

/** Strings the repair loop tries for a field that refused the first guess. */
const STRING_CANDIDATES = [
  'T1',
  '01',
  '/ThuBaoMat',
  'sec@example.vn',
  '0901234567',
  '2030-01-01 08:00:00',
  '2030-01-01',
  'vi',
  'Tên thử',
  'ABC_1',
  'https://example.vn/',
  'T1-credential-0123456789',
];

function sampleString(s: unknown, key: string): string {
  const bag = bagOf(s);
  // A format schema (z.uuid(), z.email()) carries its format on its own definition, not in the bag.
  const d = defOf(s) as Def & { format?: string; pattern?: RegExp };
  const format = bag.format ?? d.format;
  if (format === 'email') return 'sec@example.vn';
  if (format === 'uuid' || format === 'guid') return randomUUID();
  if (format === 'url') return 'https://example.vn/';
  if (format === 'datetime') return '2030-01-01T08:00:00Z';
  for (const p of [...(bag.patterns ?? []), ...(d.pattern ? [d.pattern] : [])]) {
    const hit = STRING_CANDIDATES.find((c) => p.test(c));
    if (hit) return pad(hit, bag);
    if (p.source.includes('\\d{4}-\\d{2}-\\d{2}')) return key.endsWith('end') ? '2030-12-31 17:00:00' : '2030-01-01 08:00:00';
  }
  if (key === 'language') return 'vi';
  if (key.startsWith('time_')) return key.endsWith('end') ? '2030-12-31 17:00:00' : '2030-01-01 08:00:00';
  if (key.startsWith('mat_khau') || key === 'confirm') return 'BaoMat@2030';
  return pad('T1', bag);
}

function pad(v: string, bag: Bag): string {
  const min = bag.minLength ?? bag.length ?? 0;
  let out = v.length < min ? v + 'x'.repeat(min - v.length) : v;
  if (bag.maxLength !== undefined && out.length > bag.maxLength) out = out.slice(0, Math.max(bag.maxLength, 0));
  return out;
}

function sampleNumber(s: unknown): number {
  const bag = bagOf(s);
  let v = 1;
  if (bag.minimum !== undefined && v < bag.minimum) v = Math.ceil(bag.minimum);
  if (bag.exclusiveMinimum !== undefined && v <= bag.exclusiveMinimum) v = Math.floor(bag.exclusiveMinimum) + 1;
  if (bag.maximum !== undefined && v > bag.maximum) v = Math.floor(bag.maximum);
  return v;
}

/** The first sample of a schema (not yet checked against its refinements). */
export function sample(schema: unknown, override: Override = () => undefined, path: (string | number)[] = []): unknown {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
  const o = override(key, path);
  if (o !== undefined) {
    // An array field named like an id list gets the id as its one element.
    return defOf(unwrap(schema)).type === 'array' && !Array.isArray(o) ? [o] : o;
  }
  const d = defOf(schema);
  switch (d.type) {
    case 'string':
      return sampleString(schema, key);
    case 'number':
    case 'int':
      return sampleNumber(schema);
    case 'bigint':
      return 1n;
    case 'boolean':
      return false;
    case 'date':
      return new Date('2030-01-01T00:00:00Z');
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'any':
    case 'unknown':
      return 'T1';
    case 'literal':
      return (d.values as unknown[])[0];
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d.shape as Record<string, unknown>)) {
        const value = sample(v, override, [...path, k]);
        if (value !== undefined) out[k] = value;
      }
      return out;
    }
    case 'array': {
      const min = Math.max(1, bagOf(schema).minLength ?? 0);
      return Array.from({ length: min }, (_, i) => sample(d.element, override, [...path, i]));
    }
    case 'tuple':
      return (d.items as unknown[]).map((s, i) => sample(s, override, [...path, i]));
    case 'record':
      return {};
    case 'union':
      return sample((d.options as unknown[])[0], override, path);
    case 'intersection':
      return { ...(sample(d.left, override, path) as object), ...(sample(d.right, override, path) as object) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(d.innerType, override, path);
    case 'pipe':
      // A transform has no input type (preprocess: pipe(transform, schema)): sample what follows it.
      return defOf(d.in).type === 'transform' ? sample(d.out, override, path) : sample(d.in, override, path);
    case 'lazy':
      return sample((d.getter as () => unknown)(), override, path);
    default:
      return undefined;
  }
}

/** The schema inside optional/nullable/default/pipe wrappers. */
export function unwrap(schema: unknown): unknown {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const d = defOf(s);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type)) s = d.innerType;
    else if (d.type === 'pipe') s = defOf(d.in).type === 'transform' ? d.out : d.in;
    else if (d.type === 'lazy') s = (d.getter as () => unknown)();
    else return s;
  }
  return s;
}

/** Numbers too: a count with a floor (10 respondents), a year. */
const REPAIR_CANDIDATES: unknown[] = [...STRING_CANDIDATES, 1, 2, 0, 10, 2000, true, false, null, undefined, [], {}];

function setAt(target: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const base = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<PropertyKey, unknown>;
  const next = setAt(base[head as string], rest, value);
  if (next === undefined && !Array.isArray(base)) delete base[head as string];
  else base[head as string] = next;
  return base;
}

/**
 * A sample that passes `schema.safeParse`: the first guess, then each refused field tried with a
 * few other values (keeping the overridden ids). Returns the sample and whether it is valid.
 */
export function validSample(schema: z.ZodType, override: Override = () => undefined): { value: unknown; valid: boolean } {
  let value = sample(schema, override);
  for (let round = 0; round < 12; round++) {
    const r = schema.safeParse(value);
    if (r.success) return { value, valid: true };
    const issue = r.error.issues[0]!;
    const path = issue.path;
    const key = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
    if (override(key, path as (string | number)[]) !== undefined && path.length > 0) return { value, valid: false };
    let fixed = false;
    for (const c of REPAIR_CANDIDATES) {
      const attempt = setAt(value, path, c);
      const again = schema.safeParse(attempt);
      if (again.success || !again.error.issues.some((i) => samePath(i.path, path))) {
        value = attempt;
        fixed = true;
        break;
      }
    }
    if (!fixed) return { value, valid: false };
  }
  return { value, valid: schema.safeParse(value).success };
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Every primitive leaf of a sample with its path and field name (the last object key above it). */
export function leaves(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; key: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  const key = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
  return [{ path, key, value }];
}

/** A copy of `value` with the leaf at `path` replaced. */
export const replaceAt = (value: unknown, path: readonly (string | number)[], leaf: unknown): unknown => setAt(value, path, leaf);
