// Every package's unit and component tests in one jest run (`npm test`): one pool of workers
// shared by all packages keeps both cores busy, where a run per package left one idle at the
// end of each package and paid jest's start-up twelve times. Each package keeps its own
// jest.config.cjs (its environment: jsdom or node), run alone with `pnpm --filter <pkg> test`.
const path = require('node:path');

const root = path.join(__dirname, '..');
const projects = [
  'shell',
  'mf-survey',
  'mf-dashboard',
  'mf-reports',
  'mf-system',
  'mf-catalogues',
  'packages/ui',
  'packages/platform',
  'packages/charts',
  'packages/contract',
  'packages/scoring',
];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  projects: projects.map((p) => path.join(root, p)),
  maxWorkers: 2,
  // A component test renders pages with PrimeReact in jsdom: seconds on a loaded 2-core CI machine, where
  // jest's default of 5 s timed out three of them.
  testTimeout: 30000,
};
