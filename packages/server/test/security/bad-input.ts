import type { EndpointConfig } from '@hm/contract';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { changed, fingerprint, inspect, injectOf, looksLikeId, pool, type Request, send, urlOf, type World } from './harness.js';
import { leaves, replaceAt } from './zod-sample.js';

/**
 * Bad input, generated from an endpoint's schemas around a valid request (so that one bad field is
 * the only fault): every case is sent by the system administrator, who passes every function and
 * scope check, so nothing but the input decides. A case the schema itself accepts is not bad input
 * and is not sent, except the characters the database refuses (NUL, unpaired surrogates) and
 * 100 kB strings, which must always be refused: the database cannot store the former, and no
 * field of the product needs the latter.
 */
export interface BadCase {
  name: string;
  inject: InjectOptions;
  /** false: the server may accept it (a header it ignores); it still must not fail or leak. */
  mustRefuse: boolean;
}

export const NUL = 'a\u0000b';
export const LONE_SURROGATE = 'a\ud800b';
export const HUGE = 'x'.repeat(100_000);
/** Ids no schema may accept: negative, zero, beyond int32, beyond any integer, not a number. */
export const BAD_IDS: unknown[] = [-1, 0, 2 ** 31, 1e20, 'abc'];
const BAD_NUMBERS: unknown[] = [2 ** 31, 1e20, -1e20, 'abc'];
const DEPTH = 10_000;
const deepArrays = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const JSON_HEADERS = { 'content-type': 'application/json' };

/** Whether the schema refuses `value` (so sending it is a test of the server, not of the sample). */
const refuses = (schema: z.ZodType, value: unknown): boolean => !schema.safeParse(value).success;

/** Body cases: malformed, wrong shapes, and every leaf of the valid body replaced by bad values. */
export function bodyCases(e: EndpointConfig, base: Request): BadCase[] {
  const schema = e.body;
  if (!schema) return [];
  const url = urlOf(e, base.params, base.query);
  const raw = (name: string, payload: string, headers: Record<string, string> = JSON_HEADERS): BadCase => ({
    name,
    inject: { method: e.method, url, payload, headers },
    mustRefuse: true,
  });
  const valued = (name: string, payload: unknown): BadCase => ({
    name,
    inject: { method: e.method, url, payload: JSON.stringify(payload), headers: JSON_HEADERS },
    mustRefuse: true,
  });
  const valid = base.body as Record<string, unknown>;
  const validJson = JSON.stringify(valid);
  const cases: BadCase[] = [
    raw('malformed JSON', '{"a":'),
    raw('not JSON', 'not json'),
    raw('empty body', ''),
    raw('text/plain body', validJson, { 'content-type': 'text/plain' }),
    raw('deep nesting (10,000 arrays)', deepArrays),
  ];
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    const inner = validJson.slice(1);
    const sep = inner === '}' ? '' : ',';
    cases.push(raw('__proto__ key', `{"__proto__":{"isAdmin":true}${sep}${inner}`));
    cases.push(raw('constructor.prototype key', `{"constructor":{"prototype":{"isAdmin":true}}${sep}${inner}`));
    const first = Object.keys(valid)[0];
    if (first) cases.push(raw(`deep nesting in ${first}`, JSON.stringify({ ...valid, [first]: '__DEEP__' }).replace('"__DEEP__"', deepArrays)));
  }
  const shapes: [string, unknown][] = [
    ['null body', null],
    ['array body', [valid]],
    ['number body', 123],
    ['string body', 'x'],
    ['empty object', {}],
    ['every field null', Object.fromEntries(Object.keys(valid ?? {}).map((k) => [k, null]))],
    ['only an unknown field', { zz_extra: 1, 'a\u0000b': 'x' }],
  ];
  for (const [name, v] of shapes) if (refuses(schema, v)) cases.push(valued(name, v));

  for (const leaf of leaves(valid)) {
    const at = leaf.path.join('.');
    const values: [string, unknown, boolean][] = [];
    if (typeof leaf.value === 'string') {
      values.push(['NUL', NUL, true], ['unpaired surrogate', LONE_SURROGATE, true], ['100 kB', HUGE, true], ['a number', 12345, false], ['null', null, false]);
    } else if (typeof leaf.value === 'number' && looksLikeId(leaf.key)) {
      values.push(...BAD_IDS.map((v): [string, unknown, boolean] => [`id ${String(v)}`, v, false]), ['NUL', NUL, true], ['null', null, false]);
    } else if (typeof leaf.value === 'number') {
      values.push(...BAD_NUMBERS.map((v): [string, unknown, boolean] => [`number ${String(v)}`, v, false]), ['NUL', NUL, true], ['null', null, false]);
    } else if (typeof leaf.value === 'boolean') {
      values.push(['a string', 'abc', false], ['NUL', NUL, true], ['a number', 12, false], ['null', null, false]);
    }
    for (const [what, v, always] of values) {
      const payload = replaceAt(valid, leaf.path, v);
      if (always || refuses(schema, payload)) cases.push(valued(`${at} = ${what}`, payload));
    }
  }
  return cases;
}

const RAW_BAD: [string, string, boolean][] = [
  ['NUL', '%00', true],
  ['NUL inside', 'a%00b', true],
  ['100 kB', HUGE, true],
  ['invalid UTF-8 (an unpaired surrogate)', '%ED%A0%80', false],
];

/** Path and query cases: every parameter replaced by bad values (the rest of the request valid). */
export function urlCases(e: EndpointConfig, base: Request): BadCase[] {
  const cases: BadCase[] = [];
  const payload = base.body === undefined ? {} : { payload: base.body as object };
  const decode = (s: string): string | null => {
    try {
      return decodeURIComponent(s);
    } catch {
      return null;
    }
  };
  for (const p of e.path.match(/\{(\w+)\}/g)?.map((s) => s.slice(1, -1)) ?? []) {
    const values: [string, string, boolean][] = [...RAW_BAD, ...BAD_IDS.map((v): [string, string, boolean] => [String(v), String(v), false]), ['a path', '..%2F..%2Fetc', false]];
    for (const [what, rawValue, always] of values) {
      const decoded = decode(rawValue);
      const send = always || decoded === null || (e.params ? refuses(e.params, { ...base.params, [p]: decoded }) : true);
      if (send)
        cases.push({
          name: `{${p}} = ${what}`,
          inject: { method: e.method, url: urlOf(e, base.params, base.query, { [p]: rawValue }), ...payload },
          mustRefuse: rawValue === '%ED%A0%80' ? false : true,
        });
    }
  }
  const shape = (e.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  for (const k of Object.keys(shape ?? {})) {
    const values: [string, string, boolean][] = [
      ...RAW_BAD,
      ...[...BAD_IDS, 1.5, ''].map((v): [string, string, boolean] => [JSON.stringify(v), encodeURIComponent(String(v)), false]),
    ];
    for (const [what, rawValue, always] of values) {
      const decoded = decode(rawValue);
      const mustRefuse = always || (decoded !== null && refuses(e.query!, { ...base.query, [k]: decoded }));
      if (!mustRefuse && rawValue !== '%ED%A0%80') continue;
      cases.push({ name: `?${k} = ${what}`, inject: { method: e.method, url: urlOf(e, base.params, base.query, { [k]: rawValue }), ...payload }, mustRefuse });
    }
    // The same parameter twice: an array where a scalar is expected.
    const twice = { ...base.query, [k]: ['1', '2'] };
    if (refuses(e.query!, twice)) cases.push({ name: `?${k} twice`, inject: { method: e.method, url: urlOf(e, base.params, twice), ...payload }, mustRefuse: true });
  }
  return cases;
}

/** The header case of a read: a `Language` header with NUL, control characters and 100 kB is ignored or refused, never a failure. */
export function headerCases(e: EndpointConfig, base: Request): BadCase[] {
  if (e.method !== 'GET') return [];
  const o = injectOf(e, base);
  return [{ name: 'Language: NUL, control characters and 100 kB', inject: { ...o, headers: { language: `en\u0000\u0001\u001f${HUGE}` } }, mustRefuse: false }];
}

/**
 * Sends the cases as the system administrator: the refused ones first, with the stored data
 * compared before and after; then the ones the server may accept (after the comparison, since a
 * valid read may write: create-percent-data). Returns the problems found.
 */
export async function runCases(w: World, e: EndpointConfig, cases: BadCase[]): Promise<string[]> {
  const problems: string[] = [];
  const one = async (c: BadCase) => {
    let res;
    try {
      res = await send(w, 'admin', c.inject);
    } catch (err) {
      // Node refuses some header values itself (as its HTTP parser does on a real connection).
      if ((err as { code?: string }).code === 'ERR_INVALID_CHAR') return;
      throw err;
    }
    const a = inspect(res, { file: e.file });
    problems.push(...a.problems.map((p) => `${c.name}: ${p}`));
    if (c.mustRefuse && (a.status < 400 || a.status >= 500)) problems.push(`${c.name}: expected a refusal (4xx), got ${a.status} ${res.body.slice(0, 160)}`);
  };
  const before = await fingerprint(w);
  await pool(
    cases.filter((c) => c.mustRefuse).map((c) => () => one(c)),
    4,
  );
  const diff = changed(before, await fingerprint(w));
  if (diff.length) problems.push(`refused input changed stored data: ${diff.join(', ')}`);
  await pool(
    cases.filter((c) => !c.mustRefuse).map((c) => () => one(c)),
    4,
  );
  return problems;
}
