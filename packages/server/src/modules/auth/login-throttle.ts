import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { TooManyRequestsError } from '../../errors/app-errors.js';

export interface ThrottleConfig {
  freeAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Failures older than this are forgotten (the observation window). */
  windowMs: number;
}

/** One sign-in attempt as the backoff sees it. */
export interface LoginAttempt {
  /** The account name typed (any case, existing or not). */
  username: string;
  address: string;
  /** Set when the browser holds a valid device cookie of this very account (OWASP "device cookies"). */
  knownDevice: { deviceId: string; accountId: number } | null;
}

interface Counter {
  key: string;
  /** Failures allowed before the wait starts. */
  free: number;
}

export const tooManyFailures = (seconds: number) => new TooManyRequestsError(`Đăng nhập sai nhiều lần. Vui lòng thử lại sau ${seconds} giây.`, seconds);

/**
 * Slows failed sign-ins without ever locking the real user out (OWASP Authentication Cheat
 * Sheet, "device cookies"). A browser that signed in to the account before counts only its own
 * failures; every other attempt counts against the account and the account from that address,
 * and the address is slowed by how many distinct accounts failed from it (password spraying),
 * an account leaving that set when it signs in from there. Past the free attempts each try must
 * wait `base × 2^n`, capped; the state is in the database, so it holds across API processes.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cfg: ThrottleConfig,
  ) {}

  private counters(a: LoginAttempt): Counter[] {
    if (a.knownDevice) return [{ key: `device:${a.knownDevice.deviceId}|${a.knownDevice.accountId}`, free: this.cfg.freeAttempts }];
    const name = normalName(a.username);
    return [
      { key: `pair:${name}|${a.address}`, free: this.cfg.freeAttempts },
      { key: `account:${name}`, free: this.cfg.freeAttempts * 4 },
    ];
  }

  /** Distinct accounts that may fail from one address before it is slowed. */
  private get freeAccountsPerAddress(): number {
    return this.cfg.freeAttempts * 4;
  }

  waitMs(failures: number, free: number): number {
    if (failures < free) return 0;
    return Math.min(this.cfg.backoffBaseMs * 2 ** (failures - free), this.cfg.backoffMaxMs);
  }

  private get windowSeconds() {
    return this.cfg.windowMs / 1000;
  }

  /** Throws 429 with the seconds to wait when this attempt comes too early. */
  async check(a: LoginAttempt): Promise<void> {
    const counters = this.counters(a);
    // Ages come from the database clock, so several API processes agree.
    const rows = await sql<{ key: string; failures: number; age_ms: number }>`
      SELECT key, failures, (extract(epoch FROM now() - last_failure_at) * 1000)::float8 AS age_ms
      FROM login_backoff
      WHERE key IN (${sql.join(counters.map((c) => c.key))}) AND last_failure_at > now() - make_interval(secs => ${this.windowSeconds})`.execute(this.db);
    let wait = 0;
    for (const r of rows.rows) {
      const free = counters.find((c) => c.key === r.key)!.free;
      wait = Math.max(wait, this.waitMs(r.failures, free) - r.age_ms);
    }
    if (!a.knownDevice) {
      const spray = await sql<{ accounts: number; age_ms: number | null }>`
        SELECT count(*)::int AS accounts, (extract(epoch FROM now() - max(failed_at)) * 1000)::float8 AS age_ms
        FROM login_address_failure
        WHERE address = ${a.address} AND failed_at > now() - make_interval(secs => ${this.windowSeconds})`.execute(this.db);
      const s = spray.rows[0];
      if (s && s.age_ms !== null) wait = Math.max(wait, this.waitMs(s.accounts, this.freeAccountsPerAddress) - s.age_ms);
    }
    if (wait > 0) throw tooManyFailures(Math.ceil(wait / 1000));
  }

  async fail(a: LoginAttempt): Promise<void> {
    for (const { key } of this.counters(a)) {
      await sql`INSERT INTO login_backoff (key, failures, last_failure_at) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET last_failure_at = now(), failures = CASE
          WHEN login_backoff.last_failure_at <= now() - make_interval(secs => ${this.windowSeconds}) THEN 1
          ELSE login_backoff.failures + 1 END`.execute(this.db);
    }
    if (!a.knownDevice) {
      await sql`INSERT INTO login_address_failure (address, account, failed_at) VALUES (${a.address}, ${normalName(a.username)}, now())
        ON CONFLICT (address, account) DO UPDATE SET failed_at = now()`.execute(this.db);
    }
    // Forget what the window no longer sees (both tables are indexed by time).
    await sql`DELETE FROM login_backoff WHERE last_failure_at <= now() - make_interval(secs => ${this.windowSeconds})`.execute(this.db);
    await sql`DELETE FROM login_address_failure WHERE failed_at <= now() - make_interval(secs => ${this.windowSeconds})`.execute(this.db);
  }

  /**
   * A correct password: this device's (or this address's) count for the account starts again,
   * and the account leaves the address's spraying set. The account-wide count of unknown devices
   * stays: a stranger must not earn fresh free attempts from the real user's success.
   */
  async succeed(a: LoginAttempt): Promise<void> {
    const name = normalName(a.username);
    const own = a.knownDevice ? this.counters(a)[0]!.key : `pair:${name}|${a.address}`;
    await this.db
      .deleteFrom('login_backoff')
      .where('key', 'in', [own, `pair:${name}|${a.address}`])
      .execute();
    await this.db.deleteFrom('login_address_failure').where('address', '=', a.address).where('account', '=', name).execute();
  }
}

const normalName = (username: string) => username.trim().toLowerCase();
