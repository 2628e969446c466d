const path = require('node:path');
const { databaseAgnosticTestPatterns } = require('../scripts/lib/database-agnostic-tests.cjs');

module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: require('../jest.swc.js'),
  // ESM-only packages, compiled by swc: light-my-request's 'cookie', @fastify/swagger-ui's
  // static server's 'content-disposition', the OpenAPI validator, kysely (0.29 ships no
  // CommonJS) and pg-boss 12 with its error serializer, and otplib's hashes and base32
  // (@noble/hashes, @scure/base). Jest runs require(esm) natively only under
  // --experimental-vm-modules.
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/node_modules/)?(cookie|content-disposition|@seriousme/openapi-schema-validator|kysely|pg-boss|serialize-error|non-error|@noble/hashes|@scure/base)/)',
  ],
  // The root config's value wins in `npm test`; this one, when the project runs alone.
  testTimeout: require('../jest.timeout.js'),
  // The demo data seeded once per run, copied by every test app (src/test/seeded-template.ts).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  // Routes and GraphQL documents the tests reach, when the run records them (npm test).
  setupFilesAfterEnv: ['<rootDir>/../scripts/lib/coverage-recorder.cjs'],
  // PostgreSQL restarted under a burst of orders needs PostgreSQL: npm test's second pass,
  // which leaves out the files marked database-agnostic (they ran on SQLite).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.TEST_DATABASE_URL
      ? databaseAgnosticTestPatterns(path.join(__dirname, 'src'))
      : ['/src/faults/postgres-restart\\.test\\.ts$']),
  ],
};
