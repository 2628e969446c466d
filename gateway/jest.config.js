module.exports = {
  displayName: 'gateway',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: require('../jest.swc.js'),
  // light-my-request loads the ESM-only 'cookie' package; let swc compile it.
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
  testTimeout: 30000,
  // The cluster suite needs PostgreSQL (two APIs on one database): npm test's second pass.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? [] : ['/src/cluster\\.test\\.ts$'])],
};
