import { BAD_CHARACTER_MESSAGE, type EndpointConfig, endpointList, RELEASE_FILE_BASE64_MAX, UPLOAD_MAX_BYTES } from '@hm/contract';
import type { z } from 'zod';
import { leaves, replaceAt, validSample } from './zod-sample.js';

/**
 * The contract's side of the rule the server enforces on every request (http/input-guard.ts):
 * every string a request of the endpoint table carries (path, query, body; built or not) refuses
 * NUL and unpaired surrogates and has a maximum length, so a form says so before sending. A field
 * fails here when it is a bare `z.string()`: use `zText` (or `zVerbatim` for passwords and
 * tokens) from `common.ts`.
 */

const parts = (e: EndpointConfig) => (['params', 'query', 'body'] as const).filter((p) => e[p]).map((p) => [p, e[p] as z.ZodType] as const);

const cases = endpointList.flatMap((e) =>
  parts(e).flatMap(([part, schema]) => {
    const { value } = validSample(schema);
    return leaves(value)
      .filter((l) => typeof l.value === 'string')
      .map((l) => [`${e.method} ${e.path} ${part}.${l.path.join('.')}`, schema, value, l.path] as const);
  }),
);

/** Strings that are not text a person types: their own, larger limit (checked just past it). */
const LARGE: Record<string, number> = {
  // A file as base64 (POST upload-data): up to 5 MB of bytes.
  'POST /votesafety/v1/upload-data body.noi_dung': Math.ceil(UPLOAD_MAX_BYTES / 3) * 4,
  // A release's file as base64: up to 16 MB of bytes.
  'POST /votesafety/v1/phat-hanh-phan-he body.files.0.content_base64': RELEASE_FILE_BASE64_MAX,
};

it('finds the text fields of the endpoint table', () => {
  expect(cases.length).toBeGreaterThan(100);
});

it.each(cases)('%s refuses NUL, unpaired surrogates and 100 kB', (name, schema, value, path) => {
  for (const bad of ['a\u0000b', 'a\ud800b', 'a\udc00b']) {
    const r = schema.safeParse(replaceAt(value, path, bad));
    expect(r.success).toBe(false);
    // The field itself refuses it: by the shared check (a free text says why), or by its pattern or list of values.
    const here = r.error?.issues.filter((i) => i.path.join('.') === path.join('.')) ?? [];
    expect(here.some((i) => i.message === BAD_CHARACTER_MESSAGE || i.code !== 'custom')).toBe(true);
  }
  expect(schema.safeParse(replaceAt(value, path, 'x'.repeat((LARGE[name] ?? 100_000 - 4) + 4))).success).toBe(false);
});
