// Jest preset for browser packages (shell, remotes, @hm/ui, @hm/platform): jsdom + @swc/jest.
// An app's jest.config.cjs is `module.exports = require('@hm/build/jest-web')`.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css|less)$': require.resolve('./css-stub.cjs'),
    // @hm/contract imports its files NodeNext-style ('./x.js' for './x.ts').
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: [require.resolve('./jest-web-setup.cjs')],
  globals: { __APP_VERSION__: '0.0.0-test', __APP_NAME__: 'test' },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(primereact)@|primereact/))'],
  maxWorkers: 2,
  testTimeout: 30000,
};
