import type { ApiClient } from '@hm/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from './api-client';

const ApiContext = createContext<ApiClient>(api);

/**
 * Replaces the API client below it (tests, stories); the app itself needs no provider.
 * @example <ApiProvider client={createPlatformApi({ fetch: mockFetch })}><LoginForm /></ApiProvider>
 */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/**
 * The API client for this part of the tree.
 * @example const api = useApi(); await api.call(endpoints.login, { body });
 */
export const useApi = (): ApiClient => useContext(ApiContext);
