import { api, errorMessage, loadRuntimeConfig, restoreSession } from '@hm/platform';
import { createRoot } from 'react-dom/client';
import { followLanguage } from '../locale/prime-locale';
import { applyAccessibleDefaults } from '../prime/accessible-defaults';
import { applyFoldedFilters } from '../prime/folded-filters';
import { ErrorState } from '../states/ErrorState';
import { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';

/**
 * The whole standalone bootstrap of a remote: reads `/config.json` of the site serving it, restores the
 * session from the refresh cookie, then renders the remote's routes in the standalone frame (or the reason it cannot).
 * @example renderStandalone(document.getElementById('root')!, { remote, moduleName: 'Thống kê' });
 */
export async function renderStandalone(container: HTMLElement, props: StandaloneAppProps): Promise<void> {
  followLanguage();
  applyAccessibleDefaults();
  applyFoldedFilters();
  const root = createRoot(container);
  try {
    await loadRuntimeConfig('/config.json');
    // A reload keeps the session: the access token comes back from the HttpOnly refresh cookie.
    await restoreSession(api);
    root.render(<StandaloneApp {...props} />);
  } catch (err) {
    const message = err instanceof Error ? err.message : errorMessage(err);
    root.render(<ErrorState title="Không khởi động được" message={message} onRetry={() => window.location.reload()} />);
  }
}
