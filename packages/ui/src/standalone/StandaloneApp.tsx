import type { TRemoteModule } from '@hm/platform';
import { BrowserRouter, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { NotFound } from '../routing/NotFound';
import { StandaloneFrame } from './StandaloneFrame';

export interface StandaloneAppProps {
  remote: TRemoteModule;
  moduleName: string;
  /** First path segments that need no login (e.g. ['ChungThuc']). */
  publicSegments?: string[];
}

const firstSegment = (pathname: string) =>
  pathname
    .split('/')
    .filter((s) => s && s.toLowerCase() !== 'vi')[0]
    ?.toLowerCase();

function StandaloneRoutes({ remote, moduleName, publicSegments = [] }: StandaloneAppProps) {
  const location = useLocation();
  const first = remote.routes[0]?.path?.replace(/\/\*$/, '') ?? '';
  const table: RouteObject[] = [
    { index: true, element: <Navigate to={`/vi/${first}`} replace /> },
    { path: 'vi', children: [...remote.routes, { path: '*', element: <NotFound /> }] },
    ...remote.routes,
    { path: '*', element: <NotFound /> },
  ];
  const element = useRoutes(table);
  const segment = firstSegment(location.pathname);
  const guestAllowed = segment !== undefined && publicSegments.some((s) => s.toLowerCase() === segment);
  return (
    <StandaloneFrame moduleName={moduleName} guestAllowed={guestAllowed}>
      {element}
    </StandaloneFrame>
  );
}

/**
 * A remote run alone: its routes bare and under /vi, in the standalone frame.
 * @example root.render(<StandaloneApp remote={remote} moduleName="Khảo sát" publicSegments={['ChungThuc']} />)
 */
export function StandaloneApp(props: StandaloneAppProps) {
  return (
    <BrowserRouter>
      <StandaloneRoutes {...props} />
    </BrowserRouter>
  );
}
