import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

type Done = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands a store and its route children. */
interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** One in this many increments also deletes the counters whose window has passed. */
const SWEEP_EVERY = 200;

/**
 * @fastify/rate-limit's store in the database (`request_throttle`, migration 020): one counter per
 * route and key for every API process, so that N processes behind a load balancer allow a burst
 * once, not N times. A window starts at the first hit and ends `timeWindow` later by the
 * database's clock. The login backoff (login-throttle.ts) is in the database already; this
 * makes its burst limit agree with it. (`continueExceeding` and `exponentialBackoff` are not
 * used by any route and not supported here.)
 * @example await app.register(rateLimit, { global: false, store: sharedRateLimitStore(db) });
 */
export function sharedRateLimitStore(db: Kysely<DB>) {
  let calls = 0;
  return class SharedRateLimitStore {
    private readonly scope: string;

    /** The plugin passes its options, and for a route's child the route's merged options with `routeInfo`. */
    constructor(params: object = {}) {
      const r = (params as StoreParams).routeInfo;
      this.scope = r?.url ? `${[r.method ?? ''].flat().join(',')} ${r.url}` : '';
    }

    incr(key: string, done: Done, timeWindow: number, _max: number): void {
      const k = `${this.scope}|${key}`;
      sql<{ hits: number; ttl: number }>`
        INSERT INTO request_throttle AS h (key, hits, expires_at) VALUES (${k}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN h.expires_at <= now() THEN 1 ELSE h.hits + 1 END,
          expires_at = CASE WHEN h.expires_at <= now() THEN excluded.expires_at ELSE h.expires_at END
        RETURNING hits, greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000))::int AS ttl`
        .execute(db)
        .then(
          ({ rows }) => done(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }),
          (err: Error) => done(err),
        );
      if (++calls % SWEEP_EVERY === 0) void sql`DELETE FROM request_throttle WHERE expires_at <= now()`.execute(db).catch(() => undefined);
    }

    read(key: string, done: Done): void {
      sql<{ hits: number; ttl: number }>`
        SELECT hits, greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000))::int AS ttl
        FROM request_throttle WHERE key = ${`${this.scope}|${key}`} AND expires_at > now()`
        .execute(db)
        .then(
          ({ rows }) => done(null, rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 }),
          (err: Error) => done(err),
        );
    }

    child(routeOptions: object): SharedRateLimitStore {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}
