/**
 * The generators' unit tests (new-challenge, new-remote), pure functions on strings, and the checks across the
 * parts' texts: Node and swc are enough.
 */
module.exports = {
  displayName: 'tooling',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/new-*/**/*.test.ts', '<rootDir>/texts/**/*.test.ts'],
  transform: { '^.+\\.ts$': require('./jest.swc.cjs') },
};
