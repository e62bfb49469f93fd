/** The generators' unit tests (new-challenge, new-remote): pure functions on strings, so Node and swc are enough. */
module.exports = {
  displayName: 'tooling',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/new-*/**/*.test.ts'],
  transform: { '^.+\\.ts$': require('./jest.swc.cjs') },
};
