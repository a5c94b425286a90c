import { useCallback, useContext } from 'react';
import { type Location, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

/**
 * Whether the page rendering this hook is still the one the address names. While the next page
 * loads (a lazy page, a remote), the router keeps this one mounted in a transition: a page that
 * writes its own state into the address then (filters written back with `replace`) would replace
 * the next page's entry and bring its user back. Reads the router's history, whose location moves
 * at once (the shell's browser history and react-router's memory history both expose it).
 * @example const stillShown = useStillShown(); useEffect(() => { if (stillShown()) setParams(next, { replace: true }); });
 */
export function useStillShown(): () => boolean {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(() => {
    const current = (navigator as { location?: Location }).location;
    return !current || current.pathname === pathname;
  }, [navigator, pathname]);
}
