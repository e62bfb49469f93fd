const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_learn',
  title: 'mfe_learn (standalone)',
  exposes: { './ChallengePage': './src/ChallengePage.tsx' },
});
