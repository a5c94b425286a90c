import { queryClient } from '@hm/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRoutes } from 'react-router-dom';
import { TransitionRouter } from '../navigation/TransitionRouter';
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
      <TransitionRouter>
        <Routes />
      </TransitionRouter>
    </QueryClientProvider>
  );
}
