/**
 * Long background work on the embedded database gives way to requests between its statements.
 * The embedded database runs one statement at a time, and its connection goes to whoever asks
 * first: a request of four short queries asks four times, and a loop of slices (a recompute, an
 * export's batches) that asks again at once would pass before each of them, making the request
 * wait four slices. `giveWay(db)` before the next slice waits until the database has been idle
 * for a moment (a request between two of its queries is not idle), for one second at most, so
 * that the loop still moves under a steady stream of requests. On PostgreSQL (a pool of
 * connections, each statement on its own process) it returns at once.
 */
const ways = new WeakMap<object, () => Promise<void>>();

/** Registers how a database gives way (openDatabase, for the embedded one). */
export function setGiveWay(db: object, wait: () => Promise<void>): void {
  ways.set(db, wait);
}

/** Lets waiting requests go first (see above); a transaction or a PostgreSQL database does not wait. */
export function giveWay(db: object): Promise<void> {
  return ways.get(db)?.() ?? Promise.resolve();
}

/**
 * Whether the database runs one statement at a time for the whole process (the embedded one): a
 * read that would be one long statement is better split there, so that other requests pass
 * between its parts.
 */
export function oneStatementAtATime(db: object): boolean {
  return ways.has(db);
}
