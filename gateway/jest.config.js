module.exports = {
  displayName: 'gateway',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: require('../jest.swc.js'),
  // light-my-request loads the ESM-only 'cookie' package; let swc compile it.
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
  testTimeout: 30000,
};
