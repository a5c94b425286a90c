import { createAppConfig } from '@hm/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_catalogues',
  kind: 'remote',
  title: 'Danh mục',
  exposes: { './routes': './src/routes.tsx' },
});
