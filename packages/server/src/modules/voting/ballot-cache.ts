import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { type Ballot, loadBallot } from './ballot.js';

/** A version's ballot as read at a revision (`phien_ban_khao_sat.ballot_revision`, migration 020). */
export interface RevisedBallot {
  /** Null: not checked by the write (a caller that holds the version's structure itself, the demo seed). */
  revision: number | null;
  ballot: Ballot;
}

/** Versions whose ballot one process keeps (a few hundred questions each); the oldest goes first. */
const MAX_VERSIONS = 200;

/**
 * What a vote is checked against, kept per process: the ballot of each version with the revision
 * it was read at, and each hospital's straight-lining rule. Nothing here is trusted: the vote's
 * write (`vote_submit`) compares the revision and the rule with the database's and answers
 * 'stale' when either moved, whichever process or statement changed them; the caller then
 * refreshes the entry here and checks the answers again. So an edit needs no message between
 * processes, and a vote is never checked against a ballot older than the one it is stored under.
 */
export class VoteCache {
  private readonly ballots = new Map<number, Promise<RevisedBallot>>();
  private readonly rules = new Map<number, boolean>();

  constructor(private readonly db: Db) {}

  /** The version's ballot, read once per revision (concurrent callers share the read). */
  ballot(versionId: number): Promise<RevisedBallot> {
    let b = this.ballots.get(versionId);
    if (!b) {
      b = this.read(versionId, null);
      this.keep(versionId, b);
    }
    return b;
  }

  /**
   * The write saw `revision`: keeps the ballot unless it is of that revision already. Reading the
   * revision before the ballot (here the write read it) pairs a revision with a ballot at least as
   * new, so a later edit always shows as a new revision.
   */
  async refresh(versionId: number, revision: number): Promise<RevisedBallot> {
    const current = await this.ballots.get(versionId)?.catch(() => null);
    if (current && current.revision === revision) return current;
    const b = this.read(versionId, revision);
    this.keep(versionId, b);
    return b;
  }

  /** The straight-lining rule last seen for the hospital (null: not seen yet; the write tells). */
  rule(hospitalId: number): boolean | null {
    return this.rules.get(hospitalId) ?? null;
  }

  setRule(hospitalId: number, rule: boolean): void {
    this.rules.set(hospitalId, rule);
  }

  private keep(versionId: number, b: Promise<RevisedBallot>): void {
    this.ballots.delete(versionId);
    this.ballots.set(versionId, b);
    // A failed read is not kept: the next vote reads again.
    b.catch(() => this.ballots.get(versionId) === b && this.ballots.delete(versionId));
    if (this.ballots.size > MAX_VERSIONS) this.ballots.delete(this.ballots.keys().next().value!);
  }

  private async read(versionId: number, known: number | null): Promise<RevisedBallot> {
    const revision =
      known ?? (await this.db.selectFrom('phien_ban_khao_sat').select('ballot_revision').where('phien_ban_id', '=', versionId).executeTakeFirst())?.ballot_revision ?? -1;
    return { revision, ballot: await loadBallot(this.db, versionId) };
  }
}

const byDatabase = new WeakMap<Db, VoteCache>();

/** The vote cache of a database (one per Kysely instance or transaction). */
export function voteCache(db: Kysely<DB> | Db): VoteCache {
  let c = byDatabase.get(db);
  if (!c) byDatabase.set(db, (c = new VoteCache(db)));
  return c;
}
