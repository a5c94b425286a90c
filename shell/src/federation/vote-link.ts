import { fragmentParam, screenPath, type TReleaseLinkBody, VOTE_SESSION_KEYS } from '@hm/contract';
import { pathSegments } from '../routing/locale-path';

const is = (pathname: string, screen: 'KS_CHUNG_THUC' | 'KS_NHAP_MA_THE') => pathSegments(pathname).join('/').toLowerCase() === screenPath(screen).toLowerCase();

/** The `access_token` of a vote session kept by the survey module (VOTE_SESSION_KEYS), or null. */
function storedToken(storage: () => Storage, key: string): string | null {
  try {
    const t = (JSON.parse(storage().getItem(key) ?? 'null') as { access_token?: unknown } | null)?.access_token;
    return typeof t === 'string' && t ? t : null;
  } catch {
    return null;
  }
}

/**
 * What names the hospital of a vote page without a login, for the release registry
 * (`phat-hanh-phan-he/lien-ket`): on `/ChungThuc` the invitation token of its fragment, else (a
 * reload: the survey module took the token out of the address) the voter session it was traded
 * for; on `/TheBinhChon` the card code of its fragment, else the card session kept on the phone.
 * Null on any other page, or when there is nothing to name it (a card code yet to be typed).
 * @example voteLinkOf({ pathname: '/vi/ChungThuc', hash: '#t=12.abc…' }) // { loai: 'moi', ma: '12.abc…' }
 */
export function voteLinkOf(location: { pathname: string; hash: string }): TReleaseLinkBody | null {
  if (is(location.pathname, 'KS_CHUNG_THUC')) {
    const token = fragmentParam(location.hash, 't');
    const session = token ? null : storedToken(() => window.sessionStorage, VOTE_SESSION_KEYS.voter);
    return token ? { loai: 'moi', ma: token } : session ? { loai: 'phien_moi', ma: session } : null;
  }
  if (is(location.pathname, 'KS_NHAP_MA_THE')) {
    const code = fragmentParam(location.hash, 'c');
    const session = code ? null : storedToken(() => window.localStorage, VOTE_SESSION_KEYS.card);
    return code ? { loai: 'the', ma: code } : session ? { loai: 'phien_the', ma: session } : null;
  }
  return null;
}
