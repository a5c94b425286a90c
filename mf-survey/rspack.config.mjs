import { createAppConfig } from '@hm/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_survey',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
