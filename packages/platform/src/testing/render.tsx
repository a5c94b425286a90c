import type { TLoggedInUser } from '@hm/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createPlatformApi } from '../api/api-client';
import { ApiProvider } from '../api/api-context';
import { useNotifications } from '../notifications/notifications';
import { useSession } from '../session/session-store';
import type { FakeServer } from './fake-server';

export interface RenderPageOptions {
  server: FakeServer;
  url: string;
  /** The logged-in user; null = a guest. */
  user: TLoggedInUser | null;
  /** The route pattern the page is mounted at, when it reads route params; else it is rendered as is. */
  path?: string;
}

function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

/** The current address of the page under test. */
export const location = (): string => screen.getByTestId('location').textContent ?? '';

/** The toasts asked for so far. */
export const toasts = () => useNotifications.getState().queue.map((n) => ({ severity: n.severity, summary: n.summary, detail: n.detail }));

/**
 * Renders a remote's page at a URL with a logged-in user, a fresh query cache and the real API
 * client on a fake server; the current location is readable with `location()`.
 * @example renderPage(<StatisticsPage />, { server, url: '/vi/ThongKe?phien_ban_id=3', user: admin });
 */
export function renderPage(ui: ReactElement, { server, url, user, path }: RenderPageOptions) {
  useSession.setState({ token: user ? 'token' : null, user });
  useNotifications.setState({ queue: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const client = createPlatformApi({ fetch: server.fetch, baseUrl: () => '' });
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          ) : (
            ui
          )}
          <LocationProbe />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
}
