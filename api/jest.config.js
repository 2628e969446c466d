module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: require('../jest.swc.js'),
  // light-my-request loads the ESM-only 'cookie' package and @fastify/swagger-ui's static
  // server the ESM-only 'content-disposition', and the OpenAPI validator is ESM too; let
  // swc compile them.
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/node_modules/)?(cookie|content-disposition|@seriousme/openapi-schema-validator)/)',
  ],
  testTimeout: 30000,
  // The demo data seeded once per run, copied by every test app (src/test/seeded-template.ts).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  // Routes and GraphQL documents the tests reach, when the run records them (npm test).
  setupFilesAfterEnv: ['<rootDir>/../scripts/lib/coverage-recorder.cjs'],
};
