import { createAppConfig } from '@hm/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_dashboard',
  kind: 'remote',
  title: 'Thống kê',
  exposes: { './routes': './src/routes.tsx' },
});
