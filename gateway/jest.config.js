const path = require('node:path');
const { databaseAgnosticTestPatterns } = require('../scripts/lib/database-agnostic-tests.cjs');

module.exports = {
  displayName: 'gateway',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: require('../jest.swc.js'),
  // ESM-only packages, compiled by swc: light-my-request's 'cookie', @fastify/static's
  // 'content-disposition', kysely (0.29 ships no CommonJS) under the API code the tests
  // start and read, and otplib's hashes and base32 (@noble/hashes, @scure/base), with which
  // the staff tests make TOTP codes as an authenticator app does.
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/node_modules/)?(cookie|content-disposition|kysely|@noble/hashes|@scure/base)/)',
  ],
  // The root config's value wins in `npm test`; this one, when the project runs alone.
  testTimeout: require('../jest.timeout.js'),
  // The API's seeded template, copied by every API process (../api/src/test/seeded-template.ts).
  globalSetup: '<rootDir>/../api/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/../api/src/test/global-teardown.ts',
  // Routes and GraphQL documents the tests reach, when the run records them (npm test).
  setupFilesAfterEnv: ['<rootDir>/../scripts/lib/coverage-recorder.cjs'],
  // The cluster suite needs PostgreSQL (two APIs on one database): npm test's second pass,
  // which leaves out the files marked database-agnostic (they ran on SQLite).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.TEST_DATABASE_URL
      ? databaseAgnosticTestPatterns(path.join(__dirname, 'src'))
      : ['/src/cluster\\.test\\.ts$']),
  ],
};
