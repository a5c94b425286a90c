import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the page, shared by the shell and every remote so caches are one.
 * @example <QueryClientProvider client={queryClient}>…</QueryClientProvider>
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
