module.exports = {
  displayName: 'gateway',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: require('../jest.swc.js'),
  // ESM-only packages, compiled by swc: light-my-request's 'cookie', @fastify/static's
  // 'content-disposition', and kysely (0.29 ships no CommonJS) under the API code the tests
  // start and read.
  transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?(cookie|content-disposition|kysely)/)'],
  testTimeout: 30000,
  // The cluster suite needs PostgreSQL (two APIs on one database): npm test's second pass.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? [] : ['/src/cluster\\.test\\.ts$'])],
};
