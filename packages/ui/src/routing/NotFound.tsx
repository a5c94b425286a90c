import { usePageTitle } from '@hm/platform';
import { Link } from 'react-router-dom';
import '../states/states.css';

/**
 * The 404 page (spec §2: 'This page could not be found').
 * @example { path: '*', element: <NotFound homePath="/vi" /> }
 */
export function NotFound({ homePath = '/vi' }: { homePath?: string }) {
  usePageTitle('404');
  return (
    <section className="hm-state" aria-labelledby="hm-not-found-title">
      <p className="hm-state__icon" aria-hidden="true">
        404
      </p>
      <h1 id="hm-not-found-title" className="hm-state__title">
        This page could not be found
      </h1>
      <Link to={homePath}>Home page</Link>
    </section>
  );
}
