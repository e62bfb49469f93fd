/**
 * Client–API tests: each client reader is fed what the real server answers (Fastify's `inject`), so a client and
 * a server tested alone against their own idea of a response cannot drift apart unnoticed.
 */
const path = require('node:path');
const api = require('../api/jest.config.cjs');

module.exports = {
  displayName: 'client-api',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/*.test.{ts,tsx}'],
  transform: { '^.+\\.(tsx?|jsx?|mjs|cjs)$': require('../tooling/jest.swc.cjs') },
  // The server's ES-module-only packages, and wouter (the router behind @qa/shared's navigation): compiled too.
  transformIgnorePatterns: api.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!', '(?!\\.pnpm/wouter@|wouter/|'),
  ),
  // Node's builds of the server's packages, not their browser builds (jose, firebase-admin).
  testEnvironmentOptions: { customExportConditions: ['node', 'require'] },
  setupFiles: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': path.join(__dirname, '..', 'tooling', 'jest.file-stub.cjs') },
};
