// One jest run for every package; each package has its own project config.
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/gateway', '<rootDir>/web/jest.config.cjs'],
  // testTimeout is a global option (projects' own values are ignored in a multi-project
  // run). A test's time limit catches a hang, not slowness (docs/decisions.md "Test suite
  // time"): 180 s, as the e2e suite's, about three times the longest test without a limit
  // of its own on a throttled CI machine.
  testTimeout: 180_000,
  // jest's default on a 2-core machine is one worker (cores - 1): every test file in series,
  // while most of them wait on API processes, databases and timers. Three keep both cores
  // busy (docs/decisions.md "Test suite time"); `--maxWorkers` on the command line wins.
  maxWorkers: 3,
};
