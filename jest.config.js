// One jest run for every package; each package has its own project config.
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/gateway', '<rootDir>/web/jest.config.cjs'],
  // testTimeout is a global option (projects' own values are ignored in a multi-project run).
  testTimeout: require('./jest.timeout.js'),
  // jest's default on a 2-core machine is one worker (cores - 1): every test file in series,
  // while most of them wait on API processes, databases and timers. Three keep both cores
  // busy (docs/decisions.md "Test suite time"); `--maxWorkers` on the command line wins.
  maxWorkers: 3,
};
