const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_generator_gherkin',
  title: 'mfe_generator_gherkin (standalone)',
  exposes: { './ChallengePage': './src/ChallengePage.tsx' },
});
