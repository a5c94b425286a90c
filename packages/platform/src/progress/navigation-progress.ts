import { useEffect } from 'react';
import { create } from 'zustand';

interface NavigationProgressState {
  /** Things the page is waiting for: a route change, a lazy page, a remote. */
  pending: number;
  /** Marks the page busy; call the returned function (once is enough) when it is done. */
  begin: () => () => void;
}

/** What the route-change progress bar watches (spec §4). */
export const useNavigationProgressStore = create<NavigationProgressState>((set) => ({
  pending: 0,
  begin: () => {
    set((s) => ({ pending: s.pending + 1 }));
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      set((s) => ({ pending: Math.max(0, s.pending - 1) }));
    };
  },
}));

/**
 * Whether a navigation or a lazy load is in progress.
 * @example <TopProgressBar active={useNavigationPending()} />
 */
export const useNavigationPending = (): boolean => useNavigationProgressStore((s) => s.pending > 0);

/**
 * Marks the page busy while the caller is mounted and `busy` is true, e.g. a Suspense fallback
 * or a pending route transition.
 * @example function PageSpinner() { useNavigationBusy(); return <Spinner />; }
 */
export function useNavigationBusy(busy = true): void {
  useEffect(() => (busy ? useNavigationProgressStore.getState().begin() : undefined), [busy]);
}
