/** Jest settings for a browser package (shell, remotes, shared): jsdom, Testing Library, swc. */
const path = require('node:path');

module.exports = (dir, name) => ({
  displayName: name,
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.([tj]sx?|mjs)$': require('./jest.swc.cjs') },
  // wouter (the router behind @qa/shared's navigation) and typebox (the progress record's schema) ship ES
  // modules only.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|wouter/|typebox/)'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.web.ts')],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': path.join(__dirname, 'jest.file-stub.cjs') },
});
