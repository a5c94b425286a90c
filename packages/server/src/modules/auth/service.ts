import { CONSTANTS, MESSAGES, type TLoginResult, type TTokenPair } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../errors/app-errors.js';
import { assertAccountManageable } from '../../access/escalation.js';
import { type Caller, loadCaller } from '../../access/caller.js';
import { loggedInUser } from './logged-in-user.js';
import type { Device } from './device-cookie.js';
import type { LoginAttempt, LoginThrottle } from './login-throttle.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { type TokenService, newFamilyId } from '../../access/tokens.js';

export const WRONG_CREDENTIALS = 'Tên tài khoản hoặc mật khẩu không đúng';
export const ACCOUNT_DISABLED = 'Tài khoản đã bị khóa. Vui lòng liên hệ quản trị viên.';
export const INVALID_REFRESH = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại';

/** How long after its use a spent refresh token presented again is a race, not a replay (see refresh). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Login, refresh-token rotation by family, and password changes. */
export class AuthService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Signs in, slowed by the backoff; `device` is the browser's device cookie, which counts its
   * attempts apart from strangers' when it names this account.
   */
  async login(username: string, password: string, { address, device }: { address: string; device: Device | null }): Promise<TLoginResult> {
    const account = await this.db
      .selectFrom('tai_khoan')
      .select(['tai_khoan_id', 'mat_khau_hash', 'tinh_trang'])
      .where(sql`lower(ten_tai_khoan)`, '=', username.trim().toLowerCase())
      .executeTakeFirst();
    const known = account && device?.accountIds.includes(account.tai_khoan_id) ? { deviceId: device.id, accountId: account.tai_khoan_id } : null;
    const attempt: LoginAttempt = { username, address, knownDevice: known };
    await this.throttle.check(attempt);
    const ok = await verifyPassword(account?.mat_khau_hash ?? (await dummyPasswordHash()), password);
    if (!account || !ok) {
      await this.throttle.fail(attempt);
      throw new UnauthorizedError(WRONG_CREDENTIALS);
    }
    if (!account.tinh_trang) throw new ForbiddenError(ACCOUNT_DISABLED);
    await this.throttle.succeed(attempt);
    const caller = (await loadCaller(this.db, account.tai_khoan_id))!;
    const pair = await this.issuePair(account.tai_khoan_id, newFamilyId());
    return { ...pair, user: await loggedInUser(this.db, caller) };
  }

  /**
   * Rotates a refresh token. A token presented twice means it was stolen or replayed: the whole
   * family is revoked, so the thief's and the user's sessions both end. Except within a few
   * seconds of its use (REFRESH_REUSE_GRACE_MS, the "reuse interval" of the common identity
   * providers): then it is most likely the same browser's second request of a race (a page left
   * while its refresh was under way, whose answer and new cookie never arrived, and the next page's
   * start). If nothing in the family was used since (the lost successor never came back), that
   * request gets a new pair as the first did, so the user stays signed in; if the family has moved
   * on, it gets 401 and nothing is revoked.
   */
  async refresh(refreshToken: string): Promise<TTokenPair> {
    const claims = await this.tokens.verifyRefresh(refreshToken);
    if (!claims) throw new UnauthorizedError(INVALID_REFRESH);
    return this.db
      .transaction()
      .execute(async (trx) => {
        const row = await trx.selectFrom('refresh_token').selectAll().where('jti', '=', claims.jti).forUpdate().executeTakeFirst();
        if (!row || row.revoked_at !== null || row.tai_khoan_id !== claims.accountId) throw new UnauthorizedError(INVALID_REFRESH);
        if (row.used_at !== null) {
          if (Date.now() - row.used_at.getTime() >= REFRESH_REUSE_GRACE_MS) {
            await trx.updateTable('refresh_token').set({ revoked_at: new Date() }).where('family_id', '=', row.family_id).where('revoked_at', 'is', null).execute();
            return 'reused' as const;
          }
          const movedOn = await trx.selectFrom('refresh_token').select('jti').where('family_id', '=', row.family_id).where('used_at', '>', row.used_at).executeTakeFirst();
          if (movedOn) return 'late' as const;
        }
        const caller = await loadCaller(trx, claims.accountId);
        if (!caller?.active) throw new UnauthorizedError(INVALID_REFRESH);
        if (row.used_at === null) await trx.updateTable('refresh_token').set({ used_at: new Date() }).where('jti', '=', claims.jti).execute();
        return this.issuePair(claims.accountId, row.family_id, trx);
      })
      .then((r) => {
        if (r === 'reused' || r === 'late') throw new UnauthorizedError(INVALID_REFRESH);
        return r;
      });
  }

  /** Logout: the session's refresh-token family is revoked (every tab of the browser shares it). Unknown tokens are ignored. */
  async logout(refreshToken: string): Promise<void> {
    const claims = await this.tokens.verifyRefresh(refreshToken);
    if (!claims) return;
    await this.db
      .updateTable('refresh_token')
      .set({ revoked_at: new Date() })
      .where('family_id', '=', claims.family)
      .where('tai_khoan_id', '=', claims.accountId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * An administrator sets the password of an account they may manage (access/escalation.ts); the
   * owner must change it at the next sign-in, and the account's sessions end.
   */
  async setPassword(caller: Caller, accountId: number, password: string): Promise<void> {
    await assertAccountManageable(this.db, caller, accountId);
    await this.storePassword(accountId, password, true);
  }

  /** A user changes their own password; the other sessions end, this one gets a new pair. */
  async changeOwnPassword(caller: Caller, current: string, password: string): Promise<TTokenPair> {
    const row = await this.db.selectFrom('tai_khoan').select('mat_khau_hash').where('tai_khoan_id', '=', caller.accountId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.mat_khau_hash, current))) throw new ValidationError('Mật khẩu hiện tại không đúng');
    if (current === password) throw new ValidationError('Mật khẩu mới phải khác mật khẩu hiện tại');
    await this.storePassword(caller.accountId, password, false);
    return this.issuePair(caller.accountId, newFamilyId());
  }

  /** Stores a password and ends the account's sessions; `mustChange`: set by an administrator. */
  private async storePassword(accountId: number, password: string, mustChange: boolean): Promise<void> {
    const hashed = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      // Whole seconds: a token issued later in this same second (iat is in seconds) stays valid.
      await trx
        .updateTable('tai_khoan')
        .set({ mat_khau_hash: hashed, doi_mat_khau: mustChange, tokens_valid_after: sql`date_trunc('second', now())` })
        .where('tai_khoan_id', '=', accountId)
        .execute();
      await trx.updateTable('refresh_token').set({ revoked_at: new Date() }).where('tai_khoan_id', '=', accountId).where('revoked_at', 'is', null).execute();
    });
  }

  private async issuePair(accountId: number, family: string, db: Kysely<DB> = this.db): Promise<TTokenPair> {
    const refresh = await this.tokens.signRefresh(accountId, family);
    await db.insertInto('refresh_token').values({ jti: refresh.jti, family_id: family, tai_khoan_id: accountId, expires_at: refresh.expiresAt }).execute();
    return {
      token: await this.tokens.signAccess(accountId),
      refresh_token: refresh.token,
      expires_in: CONSTANTS.tokenMaxAgeSeconds,
      refresh_expires_in: CONSTANTS.refreshTokenMaxAgeSeconds,
    };
  }
}

export const PASSWORD_CHANGED = MESSAGES.passwordChanged;
