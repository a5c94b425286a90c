import { fragmentParam, VOTE_SESSION_KEYS, ZBallotCardSession } from '@hm/contract';
import type { CardSession } from '../api/voting';
import { storedSession } from '../voting/voter-session';

/**
 * The session of a printed ballot card, kept on this phone (localStorage) until the card is used
 * or the survey ends: the holder may close the browser and go on later from the same phone. It
 * holds no code; "another card" drops it.
 */
const cardSessions = storedSession<CardSession>(() => window.localStorage, VOTE_SESSION_KEYS.card, ZBallotCardSession);
export const readCardSession = (): CardSession | null => cardSessions.read();
export const writeCardSession = (s: CardSession): void => cardSessions.write(s);
export const clearCardSession = (): void => cardSessions.clear();

/**
 * The code and hospital a card's QR link carries: `/TheBinhChon?bv=3#c=ABCD-EFGH-JKMN`.
 * @example cardLinkParts('?bv=3', '#c=ABCD-EFGH-JKMN') // { code: 'ABCD-EFGH-JKMN', hospitalId: 3 }
 */
export function cardLinkParts(search: string, hash: string): { code: string | null; hospitalId: number | null } {
  const code = fragmentParam(hash, 'c');
  const bv = Number(new URLSearchParams(search).get('bv'));
  return { code, hospitalId: Number.isInteger(bv) && bv > 0 ? bv : null };
}
