import { fromWireTime, ZBallotCardSession } from '@hm/contract';
import type { CardSession } from '../api/voting';

/**
 * The session of a printed ballot card, kept on this phone (localStorage) until the card is used
 * or the survey ends: the holder may close the browser and go on later from the same phone. It
 * holds no code, and is dropped once the card is used.
 */
const KEY = 'hm_card_session';

export function readCardSession(now: Date = new Date()): CardSession | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed = raw ? ZBallotCardSession.safeParse(JSON.parse(raw)) : null;
    if (!parsed?.success) return null;
    const expires = fromWireTime(parsed.data.expires_at);
    if (expires && expires <= now) {
      clearCardSession();
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
}

export function writeCardSession(s: CardSession): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // storage disabled: the session lives as long as the page
  }
}

export function clearCardSession(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/**
 * The code and hospital a card's QR link carries: `/TheBinhChon?bv=3#c=ABCD-EFGH-JKMN`.
 * @example cardLinkParts('?bv=3', '#c=ABCD-EFGH-JKMN') // { code: 'ABCD-EFGH-JKMN', hospitalId: 3 }
 */
export function cardLinkParts(search: string, hash: string): { code: string | null; hospitalId: number | null } {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('c')?.trim() || null;
  const bv = Number(new URLSearchParams(search).get('bv'));
  return { code, hospitalId: Number.isInteger(bv) && bv > 0 ? bv : null };
}
