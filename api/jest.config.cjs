/**
 * Compiled like our code: the ES-module-only packages the server and its tests load (Jest on Node 20 cannot require them),
 * and PGlite, whose CommonJS build loads Node's modules with import(), which Jest's module system refuses.
 */
const COMPILED = [
  'typebox',
  'cookie',
  '@electric-sql\\+pglite',
  '@electric-sql/pglite',
  // swagger-parser, which checks the API's OpenAPI document.
  '@apidevtools\\+[a-z-]+',
  '@apidevtools/[a-z-]+',
].join('|');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.(ts|mjs|cjs|js)$': require('../tooling/jest.swc.cjs') },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${COMPILED})@|(${COMPILED})/)`],
};
