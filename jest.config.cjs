/** Every unit test of the workspace in one run: `pnpm test:unit`. */
module.exports = {
  projects: [
    '<rootDir>/api/jest.config.cjs',
    '<rootDir>/shared/jest.config.cjs',
    '<rootDir>/shared/kit/jest.config.cjs',
    '<rootDir>/shell/jest.config.cjs',
    '<rootDir>/mfe-learn/jest.config.cjs',
    '<rootDir>/mfe-account/jest.config.cjs',
    '<rootDir>/mfe-scripted/jest.config.cjs',
    '<rootDir>/mfe-generator-gherkin/jest.config.cjs',
    '<rootDir>/mfe-exploratory-api/jest.config.cjs',
    '<rootDir>/mfe-functional/jest.config.cjs',
    '<rootDir>/client-api/jest.config.cjs',
    '<rootDir>/tooling/jest.tooling.cjs',
    '<rootDir>/bench/jest.config.cjs',
    '<rootDir>/deploy/jest.config.cjs',
  ],
};
