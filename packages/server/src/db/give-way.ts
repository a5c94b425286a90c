import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Long background work on the embedded database gives way to requests between its statements.
 * The embedded database runs one statement at a time. `giveWay(db)` before each statement of a
 * background loop (a recompute's slices, an export's batches) waits until no request is being
 * served and the database has been idle for a moment, for one second at most, so that the loop
 * still moves under a steady stream of requests. A request then waits for at most the one
 * background statement it arrived during, never for one between two of its own queries: the
 * database's idleness alone did not tell (a request's API work between two queries could last
 * longer than the idle window, and a slice went in between; bench:dashboard saw a cheap read wait
 * 337 ms, two or three slices). Code that gives way is background work: a request that runs
 * such a loop (a download streaming its batches, a recompute asked over HTTP) stops counting as
 * one the loop waits for. On PostgreSQL (a pool of connections, each statement on its own
 * process) it returns at once.
 */
interface Way {
  /** Resolves once the database is idle and `busy()` is false, or after its longest wait. */
  wait: (busy: () => boolean) => Promise<void>;
  /** Requests of the process being served, background ones aside. */
  requests: number;
}

const ways = new WeakMap<object, Way>();

/** The request being served (its async context), while it counts as one background work waits for. */
interface RequestMark {
  way: Way;
  counted: boolean;
}
const currentRequest = new AsyncLocalStorage<RequestMark>();

/** Registers how a database gives way (openDatabase, for the embedded one). */
export function setGiveWay(db: object, wait: Way['wait']): void {
  ways.set(db, { wait, requests: 0 });
}

const leave = (mark: RequestMark | undefined): void => {
  if (!mark?.counted) return;
  mark.counted = false;
  mark.way.requests -= 1;
};

/** A request being served, as background work sees it (requestStarted). */
export interface ServedRequest {
  /** Its answer was sent or its client has gone: background work no longer waits for it. */
  end: () => void;
  /** Runs the rest of the request (Fastify's `done`) in its async context. */
  run: (next: () => void) => void;
}

/**
 * A request starts (the app's `onRequest` hook): background work waits for it until `end` (its
 * answer sent or its client gone), or until the request gives way itself. Nothing on PostgreSQL.
 * @example const r = requestStarted(db); reply.raw.once('close', r.end); r.run(done);
 */
export function requestStarted(db: object): ServedRequest {
  const way = ways.get(db);
  if (!way) return { end: () => undefined, run: (next) => next() };
  const mark: RequestMark = { way, counted: true };
  way.requests += 1;
  return { end: () => leave(mark), run: (next) => currentRequest.run(mark, next) };
}

/**
 * The request being served (if any) runs or awaits background work from here on: background work
 * no longer waits for it. Else a request awaiting a recompute that someone else started (one
 * version's computes run one after the other) would hold that recompute to one statement a second.
 */
export function nowBackgroundWork(): void {
  leave(currentRequest.getStore());
}

/** Lets requests go first (see above); a transaction (holding the connection) or a PostgreSQL database does not wait. */
export function giveWay(db: object): Promise<void> {
  const way = ways.get(db);
  if (!way) return Promise.resolve();
  nowBackgroundWork();
  return way.wait(() => way.requests > 0);
}

/**
 * Whether the database runs one statement at a time for the whole process (the embedded one): a
 * read that would be one long statement is better split there, so that other requests pass
 * between its parts.
 */
export function oneStatementAtATime(db: object): boolean {
  return ways.has(db);
}
