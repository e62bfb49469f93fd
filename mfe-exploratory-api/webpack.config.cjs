const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_exploratory_api',
  title: 'mfe_exploratory_api (standalone)',
  exposes: { './ChallengePage': './src/ChallengePage.tsx' },
});
