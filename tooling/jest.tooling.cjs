/**
 * The generators' unit tests (new-challenge, new-remote), pure functions on strings, the build's own plugins, the
 * checks across the parts' texts and over the source files: Node and swc are enough.
 */
module.exports = {
  displayName: 'tooling',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/new-*/**/*.test.ts',
    '<rootDir>/texts/**/*.test.ts',
    '<rootDir>/source/**/*.test.ts',
    '<rootDir>/webpack/**/*.test.ts',
  ],
  // The texts test imports the parts' sources, React components among them, and the ES-module-only packages
  // they load.
  transform: { '^.+\\.([tj]sx?|mjs)$': require('./jest.swc.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|wouter/|typebox/)'],
};
