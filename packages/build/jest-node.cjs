// Jest preset for Node packages (@hm/server, @hm/contract, @hm/scoring).
// Run with NODE_OPTIONS=--experimental-vm-modules where PGlite is loaded (toolchain-backend.md).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(jose|cookie|content-disposition)@|jose/|cookie/|content-disposition/))'],
  maxWorkers: 2,
};
