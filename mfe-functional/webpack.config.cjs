const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_functional',
  title: 'mfe_functional (standalone)',
  exposes: { './ChallengePage': './src/ChallengePage.tsx' },
});
