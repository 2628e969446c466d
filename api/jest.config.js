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
};
