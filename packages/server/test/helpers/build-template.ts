// Run by global-setup.cjs under tsx; prints the template's location as its last line (JSON).
import { buildTemplate } from './template.js';

buildTemplate().then(
  (info) => console.log(JSON.stringify(info)),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
