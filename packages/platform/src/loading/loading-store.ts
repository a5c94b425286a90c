import { create } from 'zustand';

interface LoadingState {
  /** Calls in flight that asked for the global loading flag. */
  pending: number;
  change: (delta: 1 | -1) => void;
}

/** Counts API calls in flight; the shell shows its loading overlay while any is running. */
export const useLoadingStore = create<LoadingState>((set) => ({
  pending: 0,
  change: (delta) => set((s) => ({ pending: Math.max(0, s.pending + delta) })),
}));

/**
 * The global loading flag (spec §2: a loading overlay shows while it is set).
 * @example const loading = useLoading(); return loading ? <Overlay /> : null;
 */
export const useLoading = (): boolean => useLoadingStore((s) => s.pending > 0);
