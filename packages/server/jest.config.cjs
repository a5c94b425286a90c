// Server tests go through the HTTP layer (app.inject) on the embedded database, or on
// PostgreSQL when HM_TEST_DATABASE_URL is set (.ci/run does both).
module.exports = {
  ...require('@hm/build/jest-node'),
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  testTimeout: 60000,
};
