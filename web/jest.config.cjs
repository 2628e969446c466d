module.exports = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: require('../jest.swc.js'),
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.(css|less)$': 'identity-obj-proxy',
    // @ant-design/icons' CommonJS build requires the ESM file @ant-design/colors/es/generate;
    // point it at the CommonJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // A single antd component imported from its ES module (header-search.tsx): its CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  // The root config's value wins in `npm test`; this one, when the project runs alone.
  testTimeout: require('../jest.timeout.js'),
};
