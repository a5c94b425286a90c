// Builds a migrated, seeded database template once per run (under tsx, outside jest's module
// system); each test file starts from a copy: a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = async () => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'test/helpers/build-template.ts'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  Object.assign(process.env, JSON.parse(out.trim().split('\n').pop()));
};
