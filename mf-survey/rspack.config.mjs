import { createAppConfig } from '@hm/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_survey',
  kind: 'remote',
  title: 'Khảo sát',
  exposes: { './routes': './src/routes.tsx' },
});
