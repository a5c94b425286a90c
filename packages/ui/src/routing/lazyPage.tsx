import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { PageSpinner } from './PageSpinner';

/**
 * A route element whose page is code-split: loaded on the first visit, with a spinner meanwhile.
 * Call it when the route table is built (once), not during render.
 * @example { path: 'FormPhienBan', element: lazyPage(() => import('./authoring/FormPhienBanPage'), {}) }
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, props: P): ReactElement {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page {...props} />
    </Suspense>
  );
}
