import { useCallback, useContext } from 'react';
// The one import of react-router's hook: every page goes through `useAddressParams` (eslint).
// eslint-disable-next-line no-restricted-imports
import { type Location, type NavigateOptions, UNSAFE_NavigationContext, useLocation, useSearchParams } from 'react-router-dom';

type Next = URLSearchParams | Record<string, string> | string;

/**
 * react-router's `useSearchParams`, except that a functional change starts from the address as it
 * is now, not as this render saw it. The shell renders every new address in a transition, so for
 * a moment after a change the page still renders the address before it: react-router hands that
 * older one to `setParams((prev) => …)`, and a second change made then (a to-date typed right
 * after a from-date, a filter chosen while the keyword's list loads) wrote the first one away.
 * The router's history knows the address at once (the shell's history and react-router's own
 * histories expose `location`); a change from a page the user has already left starts from the
 * page's own address.
 * @example const [params, setParams] = useAddressParams(); setParams((prev) => { prev.set('page', '2'); return prev; });
 */
export function useAddressParams(): [URLSearchParams, (next: Next | ((prev: URLSearchParams) => Next), options?: NavigateOptions) => void] {
  const [params, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const setParams = useCallback(
    (next: Next | ((prev: URLSearchParams) => Next), options?: NavigateOptions) => {
      if (typeof next !== 'function') return setSearchParams(next, options);
      const now = (navigator as { location?: Location }).location;
      const prev = now && now.pathname === pathname ? new URLSearchParams(now.search) : new URLSearchParams(params);
      setSearchParams(next(prev), options);
    },
    [navigator, pathname, params, setSearchParams],
  );
  return [params, setParams];
}
