// First: before any schema of @hm/contract is created (see no-eval.ts).
import './security/no-eval';
import '@hm/ui/theme';
import { api, errorMessage, loadRuntimeConfig, restoreSession } from '@hm/platform';
import { applyAccessibleDefaults, ErrorState, followLanguage } from '@hm/ui';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyCspNonce } from './security/csp-nonce';

// PrimeReact's own texts (paginators, date pickers, ARIA labels) follow the chosen language.
followLanguage();
applyAccessibleDefaults();
applyCspNonce();
const root = createRoot(document.getElementById('root')!);

// The shell needs only /config.json to start; no remote is fetched before its first visit.
// A reload or a new tab restores its session from the HttpOnly refresh cookie before the routes render.
loadRuntimeConfig('/config.json')
  .then(() => restoreSession(api))
  .then(() => root.render(<App />))
  .catch((err: unknown) => {
    const message = err instanceof Error ? err.message : errorMessage(err);
    root.render(<ErrorState title="Không khởi động được ứng dụng" message={message} onRetry={() => window.location.reload()} />);
  });
