// One jest run for every package; each package has its own project config.
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/gateway', '<rootDir>/web/jest.config.cjs'],
};
