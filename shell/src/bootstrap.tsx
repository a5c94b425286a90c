import '@hm/ui/theme';
import { errorMessage, loadRuntimeConfig } from '@hm/platform';
import { applyAccessibleDefaults, ErrorState, followLanguage } from '@hm/ui';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// PrimeReact's own texts (paginators, date pickers, ARIA labels) follow the chosen language.
followLanguage();
applyAccessibleDefaults();
const root = createRoot(document.getElementById('root')!);

// The shell needs only /config.json to start; no remote is fetched before its first visit.
loadRuntimeConfig('/config.json')
  .then(() => root.render(<App />))
  .catch((err: unknown) => {
    const message = err instanceof Error ? err.message : errorMessage(err);
    root.render(<ErrorState title="Không khởi động được ứng dụng" message={message} onRetry={() => window.location.reload()} />);
  });
