module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: require('../jest.swc.js'),
  // ESM-only packages, compiled by swc: light-my-request's 'cookie', @fastify/swagger-ui's
  // static server's 'content-disposition', the OpenAPI validator, kysely (0.29 ships no
  // CommonJS) and pg-boss 12 with its error serializer. Jest runs require(esm) natively only
  // under --experimental-vm-modules.
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/node_modules/)?(cookie|content-disposition|@seriousme/openapi-schema-validator|kysely|pg-boss|serialize-error|non-error)/)',
  ],
  testTimeout: 30000,
};
