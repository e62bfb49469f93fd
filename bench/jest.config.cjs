/** The bench's own unit tests: the rows' goals, pure functions of the measured figures. */
module.exports = {
  displayName: 'bench',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.ts$': require('../tooling/jest.swc.cjs') },
};
