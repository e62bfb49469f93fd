/**
 * The deployment files' tests (deploy/test/): compose.yaml against the Compose specification, the Kubernetes
 * manifests against Kubernetes' schemas, both against what the API accepts (api/src/config.ts).
 * kubernetes-models, its own packages and two that they load (is-cidr, cidr-regex) are published as ES modules only:
 * jest.resolver.cjs takes their `import` build, compiled here like our code.
 */
const COMPILED = [
  'kubernetes-models',
  '@kubernetes-models\\+[a-z-]+',
  '@kubernetes-models/[a-z-]+',
  'is-cidr',
  'cidr-regex',
].join('|');

module.exports = {
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  resolver: '<rootDir>/jest.resolver.cjs',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.(ts|mjs|cjs|js)$': require('../tooling/jest.swc.cjs') },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${COMPILED})@|(${COMPILED})/)`],
};
