// Browser tests against the real stack: a fresh API database, the gateway and the built shop.
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  transform: require('../jest.swc.js'),
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // One file per worker at a time, each worker with a stack of its own (support/stack.ts).
  maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 1)),
  testTimeout: require('../jest.timeout.js'),
};
