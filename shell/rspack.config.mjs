import { createAppConfig } from '@hm/build/rspack';

// The federation runtime plugins (retry, fallback) are registered when the remotes are
// (src/federation/register-remotes.ts), not here: the login page does not need them.
export default createAppConfig({ dir: import.meta.dirname, name: 'shell', kind: 'host' });
