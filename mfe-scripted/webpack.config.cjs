const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_scripted',
  title: 'mfe_scripted (standalone)',
  exposes: { './ChallengePage': './src/ChallengePage.tsx' },
});
