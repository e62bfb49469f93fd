/** The new-remote generator's unit tests: pure functions on strings, so Node and swc are enough. */
module.exports = {
  displayName: 'new-remote',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: { '^.+\\.ts$': require('../jest.swc.cjs') },
};
