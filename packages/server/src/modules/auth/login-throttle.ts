import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { TooManyRequestsError } from '../../http/errors.js';

export interface ThrottleConfig {
  freeAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

/**
 * Slows repeated failed logins with an exponential backoff per account+address, per account and
 * per address; the wait is capped, so nobody is ever locked out, only slowed.
 * Kept in the database, so it holds across several API processes.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cfg: ThrottleConfig,
  ) {}

  keys(username: string, ip: string) {
    const u = username.trim().toLowerCase();
    return [
      { key: `pair:${u}|${ip}`, free: this.cfg.freeAttempts },
      { key: `user:${u}`, free: this.cfg.freeAttempts * 4 },
      { key: `ip:${ip}`, free: this.cfg.freeAttempts * 4 },
    ];
  }

  waitMs(failures: number, free: number): number {
    if (failures < free) return 0;
    return Math.min(this.cfg.backoffBaseMs * 2 ** (failures - free), this.cfg.backoffMaxMs);
  }

  async check(username: string, ip: string): Promise<void> {
    const keys = this.keys(username, ip);
    const rows = await this.db.selectFrom('login_attempt').selectAll().where('key', 'in', keys.map((k) => k.key)).execute();
    let wait = 0;
    for (const r of rows) {
      const free = keys.find((k) => k.key === r.key)!.free;
      const until = new Date(r.last_failure_at).getTime() + this.waitMs(r.failures, free);
      wait = Math.max(wait, until - Date.now());
    }
    if (wait > 0) {
      const s = Math.ceil(wait / 1000);
      throw new TooManyRequestsError(`Đăng nhập sai nhiều lần. Vui lòng thử lại sau ${s} giây.`, s);
    }
  }

  async fail(username: string, ip: string): Promise<void> {
    for (const { key } of this.keys(username, ip)) {
      await sql`INSERT INTO login_attempt (key, failures, last_failure_at) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET failures = login_attempt.failures + 1, last_failure_at = now()`.execute(this.db);
    }
  }

  async succeed(username: string, ip: string): Promise<void> {
    const [pair, user] = this.keys(username, ip);
    await this.db.deleteFrom('login_attempt').where('key', 'in', [pair!.key, user!.key]).execute();
  }
}
