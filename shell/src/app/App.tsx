import { queryClient } from '@hm/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { usePreloadAfterLogin } from './usePreloadAfterLogin';
import { routeTable } from './route-table';

function Routes() {
  usePreloadAfterLogin();
  return useRoutes(routeTable);
}

/** The shell: providers and routes. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
