/** ES-module-only packages the server loads; Jest on Node 20 cannot require them, so they are compiled like our code. */
const ESM_ONLY = ['typebox', 'cookie'].join('|');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.(ts|mjs|js)$': require('../tooling/jest.swc.cjs') },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${ESM_ONLY})@|(${ESM_ONLY})/)`],
};
