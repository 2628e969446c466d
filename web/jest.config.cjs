module.exports = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: require('../jest.swc.js'),
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: { '\\.(css|less)$': 'identity-obj-proxy' },
  testTimeout: 20000,
};
