import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { versionMinGroupSize } from './min-group-size.js';
import type { Db } from '../../db/database.js';

/**
 * The holding of responses (docs/privacy.md "What cannot be linked"). On PostgreSQL every row a
 * transaction writes carries its transaction id (`xmin`): a response written in the vote's
 * transaction would share it with the staff record marked 'voted', for anyone who can query the
 * tables. So the vote's transaction writes the response into `vote_hold`, and a transaction of
 * its own — the *shuffle*, after the vote — takes every held response of the version out and:
 *  - once at least 2N are held, moves all but N of them, chosen at random, into ket_qua /
 *    ket_qua_chi_tiet in random order (N = the version's minimum group size): each moved batch
 *    has at least N responses with one transaction id, and N stay held, so that the last batch,
 *    moved when the version closes, has at least N too;
 *  - writes the others back under new ids, in random order: held rows lose their vote's
 *    transaction id within milliseconds.
 * The move is one statement: a response is held or stored, never both, never lost.
 */

/** First key of the two-key advisory lock that serialises the shuffles of one version (second key: the version). */
const HOLD_LOCK = 7_312_010;

/** A held response (vote_hold.response); the vote's write (vote_submit, migration 020) holds it. */
export interface HeldResponse {
  ket_qua_id: string;
  hospital_id: number;
  ngay: string;
  language: string;
  hop_le: number;
  hoan_thanh: boolean;
  don_vi: number;
  vi_tri: number;
  /** [cauhoi_id, gia_tri, noi_dung] per answer row. */
  answers: [number, number | null, string | null][];
}

/**
 * One shuffle of a version's held responses, in the caller's transaction: `release` = 'all'
 * moves every one (the version closed); otherwise all but `keep` once 2 × `keep` are held.
 * Returns how many were moved.
 */
export async function shuffleHeld(trx: Transaction<DB>, versionId: number, release: 'all' | { keep: number }): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(${HOLD_LOCK}::int, ${versionId}::int)`.execute(trx);
  const keep = release === 'all' ? 0 : release.keep;
  const threshold = release === 'all' ? 0 : 2 * release.keep;
  const { rows } = await sql<{ moved: number }>`
    WITH gone AS (DELETE FROM vote_hold WHERE phien_ban_id = ${versionId} RETURNING response),
    ranked AS (SELECT response, row_number() OVER (ORDER BY random()) AS k, count(*) OVER () AS n FROM gone),
    moving AS (SELECT response, k FROM ranked WHERE n >= ${threshold} AND k <= n - ${keep}),
    kept AS (
      INSERT INTO vote_hold (hold_id, phien_ban_id, response)
      SELECT gen_random_uuid(), ${versionId}, response FROM ranked WHERE NOT (n >= ${threshold} AND k <= n - ${keep}) ORDER BY random()
    ),
    stored AS (
      INSERT INTO ket_qua (ket_qua_id, phien_ban_id, hospital_id, ngay, language, hop_le, hoan_thanh, don_vi, vi_tri)
      SELECT (r->>'ket_qua_id')::uuid, ${versionId}, (r->>'hospital_id')::int, (r->>'ngay')::date, r->>'language', (r->>'hop_le')::smallint,
        (r->>'hoan_thanh')::boolean, (r->>'don_vi')::int, (r->>'vi_tri')::int
      FROM (SELECT response AS r, k FROM moving) m ORDER BY k
    ),
    answers AS (
      INSERT INTO ket_qua_chi_tiet (ket_qua_id, cauhoi_id, gia_tri, noi_dung)
      SELECT (m.response->>'ket_qua_id')::uuid, (a->>0)::int, (a->>1)::int, a->>2
      FROM moving m CROSS JOIN LATERAL jsonb_array_elements(m.response->'answers') AS a
      ORDER BY m.k
    )
    SELECT count(*)::int AS moved FROM moving`.execute(trx);
  return rows[0]?.moved ?? 0;
}

/** Moves every held response of the version (it closed), in the caller's transaction. */
export const releaseAllHeld = (trx: Transaction<DB>, versionId: number): Promise<number> => shuffleHeld(trx, versionId, 'all');

/** The logger the background shuffles use. */
export interface HoldLogger {
  error(obj: unknown, msg?: string): void;
}

/**
 * The shuffles of one database in this process: after a vote, one shuffle of its version; while
 * one runs, the votes that arrive ask for one more (not one each), so a burst of votes costs a
 * few shuffles, not one waiting connection per vote.
 */
export class HoldShuffles {
  private readonly running = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  log: HoldLogger = { error: (obj, msg) => console.error(msg ?? 'vote hold', obj) };

  constructor(private readonly db: Kysely<DB>) {}

  /** A vote of the version was stored: shuffle its held responses soon (fire and forget). */
  afterVote(versionId: number): void {
    if (this.running.has(versionId)) {
      this.again.add(versionId);
      return;
    }
    const run = (async () => {
      do {
        this.again.delete(versionId);
        try {
          const keep = await versionMinGroupSize(this.db as Db, versionId);
          await this.db.transaction().execute((trx) => shuffleHeld(trx, versionId, { keep }));
        } catch (err) {
          this.log.error({ err, phien_ban_id: versionId }, 'vote hold shuffle failed');
        }
      } while (this.again.has(versionId));
    })();
    this.running.set(versionId, run);
    void run.then(() => this.running.delete(versionId));
  }

  /** Waits for every shuffle under way (the app's close, before the database closes). */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.all(this.running.values());
  }
}

const byDatabase = new WeakMap<Kysely<DB>, HoldShuffles>();

/** The shuffles of a database (one registry per Kysely instance). */
export function holdShuffles(db: Kysely<DB>): HoldShuffles {
  let s = byDatabase.get(db);
  if (!s) byDatabase.set(db, (s = new HoldShuffles(db)));
  return s;
}
