import fastifyCompress from '@fastify/compress';
import type { EndpointConfig } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** Answers smaller than this go out as they are: below ~1 KiB compression saves less than a packet. */
export const COMPRESSION_THRESHOLD = 1024;

/** A field that carries a credential: an access, refresh or invitation-session token, a CSRF value, a secret. */
const SECRET_FIELD = /token|secret|csrf/i;

/** The schemas a wrapper, a list, a union or a pipe is made of (zod's definition, `_zod.def`). */
const PARTS = ['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType'] as const;

/** Every field name that appears anywhere in a schema, nested objects, lists and unions included. */
function fieldNames(schema: z.core.$ZodType, out: Set<string>, seen: Set<unknown>): Set<string> {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const shape = def.type === 'object' ? (def.shape as Record<string, z.core.$ZodType>) : {};
  for (const [name, field] of Object.entries(shape)) {
    out.add(name);
    fieldNames(field, out, seen);
  }
  for (const part of PARTS) if (def[part]) fieldNames(def[part] as z.core.$ZodType, out, seen);
  for (const option of (def.options as z.core.$ZodType[] | undefined) ?? []) fieldNames(option, out, seen);
  if (def.type === 'lazy') fieldNames((def.getter as () => z.core.$ZodType)(), out, seen);
  return out;
}

const secretOf = new WeakMap<EndpointConfig, boolean>();

/**
 * Whether an endpoint's answer carries a credential (login, refresh, own password change,
 * invitation session): read from its response schema, so a new answer with a token field is
 * left uncompressed without anyone listing it (docs/decisions/api-compression.md, BREACH).
 * @example carriesSecret(endpoints.login) // true: `token`, `refresh_token`
 */
export function carriesSecret(e: EndpointConfig): boolean {
  let secret = secretOf.get(e);
  if (secret === undefined) {
    secret = !!e.response && [...fieldNames(e.response as z.core.$ZodType, new Set(), new Set())].some((k) => SECRET_FIELD.test(k));
    secretOf.set(e, secret);
  }
  return secret;
}

/**
 * br or gzip (by Accept-Encoding) for every answer of COMPRESSION_THRESHOLD bytes or more: API
 * JSON, bundles, manifests and pages. Not compressed: answers that carry a credential (above),
 * and what is compressed already (xlsx, zip, pdf: not a compressible type). Registered before
 * the routes: the plugin hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook (added below), so `compress: false` is seen by it.
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (endpoint && carriesSecret(endpoint)) route.compress = false;
  });
  await app.register(fastifyCompress, { global: true, threshold: COMPRESSION_THRESHOLD, encodings: ['br', 'gzip'] });
}
