import { useEffect } from 'react';
import { create } from 'zustand';

/** Viewports narrower than this are mobile (the drawer and top bar compact themselves). */
export const MOBILE_BREAKPOINT_PX = 768;
/** `max-width` is inclusive, so stop just below the breakpoint: 768 px is not mobile. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

type MatchMedia = (query: string) => MediaQueryList;

const browserMatchMedia = (): MatchMedia | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : null);

interface MobileState {
  /** True below {@link MOBILE_BREAKPOINT_PX} (spec §3, application state: mobile flag). */
  mobile: boolean;
}

/** The mobile flag, read once at start so the first render is already right. */
export const useMobileStore = create<MobileState>(() => ({
  mobile: browserMatchMedia()?.(MOBILE_MEDIA_QUERY).matches ?? false,
}));

let stopWatching: (() => void) | null = null;

/**
 * Keeps the mobile flag in step with the viewport through `matchMedia`; idempotent: a second
 * call returns the stop function of the first watch. `useIsMobile` starts it.
 * @example const stop = watchMobileViewport(); // later: stop()
 */
export function watchMobileViewport(matchMedia: MatchMedia | null = browserMatchMedia()): () => void {
  if (stopWatching) return stopWatching;
  if (!matchMedia) return () => undefined;
  const list = matchMedia(MOBILE_MEDIA_QUERY);
  const update = () => useMobileStore.setState({ mobile: list.matches });
  update();
  list.addEventListener('change', update);
  stopWatching = () => {
    list.removeEventListener('change', update);
    stopWatching = null;
  };
  return stopWatching;
}

/**
 * Whether the viewport is mobile-sized now (below 768 px); re-renders when it changes.
 * @example const mobile = useIsMobile(); <UserMenuButton compact={mobile} />
 */
export function useIsMobile(): boolean {
  useEffect(() => {
    watchMobileViewport();
  }, []);
  return useMobileStore((s) => s.mobile);
}
