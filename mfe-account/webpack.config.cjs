const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_account',
  title: 'mfe_account (standalone)',
  exposes: { './AccountPage': './src/AccountPage.tsx' },
});
