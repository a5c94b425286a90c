import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A browser that has signed in before: its random id and the accounts that signed in on it. */
export interface Device {
  id: string;
  /** Most recent first. */
  accountIds: number[];
}

/** How many accounts one browser remembers (a shared ward computer serves several people). */
const MAX_ACCOUNTS = 10;

/**
 * OWASP "device cookies": after a successful sign-in the browser gets a signed cookie naming the
 * account; a later attempt carrying it is counted apart from strangers' attempts, so they cannot
 * slow the real user down. `id.accounts.signature`, HMAC-SHA256 with a key derived from the
 * server secret; nothing in it is secret, only unforgeable.
 * @example const value = devices.remember(devices.parse(cookie), 12); devices.parse(value)?.accountIds // [12, …]
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    this.key = createHmac('sha256', Buffer.from(secret)).update('hm-device-cookie/v1').digest();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /** The device named by a cookie value; null when missing, malformed or forged. */
  parse(value: string | undefined): Device | null {
    if (!value || value.length > 512) return null;
    const parts = value.split('.');
    if (parts.length !== 3) return null;
    const [id, accounts, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${id}.${accounts}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (!/^[\w-]{16,64}$/.test(id) || !/^\d+(-\d+)*$/.test(accounts)) return null;
    return { id, accountIds: accounts.split('-').map(Number) };
  }

  /** The cookie value after `accountId` signed in on this device (a new device when none). */
  remember(device: Device | null, accountId: number): string {
    const id = device?.id ?? randomBytes(16).toString('base64url');
    const accounts = [accountId, ...(device?.accountIds ?? []).filter((a) => a !== accountId)].slice(0, MAX_ACCOUNTS).join('-');
    return `${id}.${accounts}.${this.sign(`${id}.${accounts}`)}`;
  }
}
