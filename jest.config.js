// One jest run for every package; each package has its own project config.
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/gateway', '<rootDir>/web/jest.config.cjs'],
  // testTimeout is a global option (projects' own values are ignored in a multi-project
  // run): the gateway and e2e suites start real API processes in their hooks, which takes
  // longer than jest's 5 s default on a busy 2-core machine.
  testTimeout: 30000,
};
