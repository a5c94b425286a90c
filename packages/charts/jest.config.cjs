module.exports = { ...require('@hm/build/jest-node'), roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] };
