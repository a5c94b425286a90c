import { type ComponentType, createContext, lazy, type LazyExoticComponent, type ReactElement, Suspense, useContext } from 'react';
import { PageSpinner } from './PageSpinner';

/**
 * How many times the page around has been asked to load again (the shell's retry of a remote
 * page). A page whose chunk failed is loaded anew when this changes; React.lazy alone would keep
 * the failure for ever.
 */
export const PageLoadAttempt = createContext(0);

/**
 * A route element whose page is code-split: loaded on the first visit, with a spinner meanwhile.
 * A chunk that could not be fetched is fetched again on the next {@link PageLoadAttempt}.
 * Call it when the route table is built (once), not during render.
 * @example { path: 'FormPhienBan', element: lazyPage(() => import('./authoring/FormPhienBanPage'), {}) }
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, props: P): ReactElement {
  const make = (attempt: number) => {
    const entry = { attempt, failed: false, Page: null as unknown as LazyExoticComponent<ComponentType<P>> };
    entry.Page = lazy(() =>
      load().catch((err: unknown) => {
        entry.failed = true;
        throw err;
      }),
    );
    return entry;
  };
  let current = make(0);
  function LazyRoutePage() {
    const attempt = useContext(PageLoadAttempt);
    if (current.failed && current.attempt !== attempt) current = make(attempt);
    const { Page } = current;
    return <Page {...props} />;
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyRoutePage />
    </Suspense>
  );
}
