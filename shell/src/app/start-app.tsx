// First: before any schema of @hm/contract is created (see no-eval.ts).
import '../security/no-eval';
import '@hm/ui/theme';
import { errorMessage } from '@hm/platform';
import { applyAccessibleDefaults, applyFoldedFilters, ErrorState, followLanguage } from '@hm/ui';
import type { Root } from 'react-dom/client';
import { useLayout } from '../layout/layout-store';
import { applyCspNonce } from '../security/csp-nonce';
import { App } from './App';
import { platformReady } from './platform-ready';

// PrimeReact's own texts (paginators, date pickers, ARIA labels) follow the chosen language.
followLanguage();
applyAccessibleDefaults();
// Filter boxes find 'Nguyễn' from 'nguyen', as the server's searches do.
applyFoldedFilters();
applyCspNonce();

export interface StartAppOptions {
  /** Opens the drawer at once (the light login page's menu button). */
  openDrawer?: boolean;
}

/**
 * The whole shell in `root`: the runtime configuration and the session first (once per page;
 * the light login page may have done it already), then the routes at the current address.
 * @example startApp(createRoot(document.getElementById('root')!));
 */
export async function startApp(root: Root, { openDrawer = false }: StartAppOptions = {}): Promise<void> {
  try {
    await platformReady();
    if (openDrawer) useLayout.getState().setDrawer(true);
    root.render(<App />);
  } catch (err) {
    const message = err instanceof Error ? err.message : errorMessage(err);
    root.render(<ErrorState title="Không khởi động được ứng dụng" message={message} onRetry={() => window.location.reload()} />);
  }
}
