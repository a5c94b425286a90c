import { createAppConfig } from '@hm/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_reports',
  kind: 'remote',
  title: 'Báo cáo',
  exposes: { './routes': './src/routes.tsx' },
});
