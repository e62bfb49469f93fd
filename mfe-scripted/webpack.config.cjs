const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_scripted',
  port: 3003,
  title: 'mfe_scripted (standalone)',
  exposes: { './ChallengePage': './src/ChallengePage.tsx' },
});
