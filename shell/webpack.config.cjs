const path = require('node:path');
const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');
const runAtBuildTime = require('../tooling/webpack/runAtBuildTime.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'QA Practice Simulator',
  publicPath: '/app/',
  publicDir: path.join(__dirname, 'public'),
  runtimePlugins: [require.resolve('./src/federation/plugins/retryManifestPlugin.ts')],
  // Asks for the registry and the page's remote before the bundle runs (src/federation/early).
  headScript: path.join(__dirname, 'src/federation/early/earlyLoad.js'),
  // A first visit's cookie notice at the first paint (src/chrome/cookies/early).
  bodyStart: () =>
    runAtBuildTime(
      path.join(__dirname, 'src/chrome/cookies/early/renderEarlyNotice.tsx'),
      'renderEarlyNotice',
    ),
});
