import path from 'node:path';
import { createAppConfig } from '@hm/build/rspack';

const plugin = (file) => path.join(import.meta.dirname, 'src/federation', file);

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  kind: 'host',
  // Network retries first, then a marker instead of a thrown error (DESIGN.md, three layers).
  runtimePlugins: [plugin('retry-plugin.ts'), plugin('fallback-plugin.ts')],
});
