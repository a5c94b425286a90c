import { type Compilable, CompiledQuery, type Kysely } from 'kysely';

/** An id no row has: the sentinel of an id argument. */
export const ID_SENTINEL = -7_312_011;

/** The SQL text of a statement and how to put one call's values in its parameters. */
export interface Compiled<A extends readonly unknown[]> {
  sql: string;
  values: (...args: A) => unknown[];
}

/**
 * A statement on the hot path compiled once per process, with sentinel values in the places of
 * its arguments: each call puts its own values there, matched by identity (a sentinel is a value
 * no real argument has: a negative id, a string no caller sends). Kysely builds a statement's
 * tree and compiles it on every execute; for the two statements every vote reads (the invitation,
 * the voter session's record) and the signed-in caller every request loads, that was most of the
 * Kysely time of a vote in `bench:vote`'s CPU profile. The benchmark runs the same compiled text (`compiled`) for its bare-SQL limit.
 * Arguments must be values of a `where` or a `select`, never a part of the query's shape.
 * @example const byRecord = compiledOnce((db, id: number) => db.selectFrom('t').selectAll().where('id', '=', id), [ID_SENTINEL]);
 *          const row = await byRecord.first(db, 42);
 */
export function compiledOnce<A extends readonly unknown[], R>(build: (db: Kysely<never>, ...args: A) => Compilable<R>, sentinels: A) {
  let made: Compiled<A> | null = null;
  /** The compiled text (once) and its parameter mapping; the database only lends its compiler. */
  const compiled = (db: Kysely<never>): Compiled<A> => {
    if (made) return made;
    const { sql, parameters } = build(db, ...sentinels).compile();
    const at = parameters.map((p) => sentinels.indexOf(p));
    for (const [i, s] of sentinels.entries()) if (!at.includes(i)) throw new Error(`compiledOnce: the statement does not take the value ${String(s)}: ${sql}`);
    made = { sql, values: (...args: A) => parameters.map((p, i) => (at[i] === -1 ? p : args[at[i]!])) };
    return made;
  };
  return {
    compiled,
    /** The rows of one call. */
    async all(db: Kysely<never>, ...args: A): Promise<R[]> {
      const c = compiled(db);
      return (await db.executeQuery<R>(CompiledQuery.raw(c.sql, c.values(...args)))).rows;
    },
    /** The first row of one call, or undefined. */
    async first(db: Kysely<never>, ...args: A): Promise<R | undefined> {
      return (await this.all(db, ...args))[0];
    },
  };
}
