import { createAppConfig } from '@hm/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_system',
  kind: 'remote',
  title: 'Hệ thống',
  exposes: { './routes': './src/routes.tsx' },
});
