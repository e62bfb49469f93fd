const path = require('node:path');
const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');
const inlineScript = require('../tooling/webpack/inlineScript.cjs');
const { loadAtBuildTime, runAtBuildTime } = require('../tooling/webpack/runAtBuildTime.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  title: 'QA Practice Simulator',
  publicPath: '/app/',
  runtimePlugins: [require.resolve('./src/federation/plugins/retryManifestPlugin.ts')],
  // Asks for the registry and the page's remote before the bundle runs (src/federation/early).
  headScript: () =>
    inlineScript(path.join(__dirname, 'src/federation/early/earlyLoad.js'), {
      REMOTE_BY_GROUP: loadAtBuildTime(path.join(__dirname, '../shared/src/catalogue/challenges.ts'))
        .REMOTE_BY_GROUP,
    }),
  // A first visit's cookie notice at the first paint (src/chrome/cookies/early), and on a page seen before, its
  // snapshot while the app loads (src/federation/snapshot).
  bodyStart: () =>
    [
      runAtBuildTime(
        path.join(__dirname, 'src/chrome/cookies/early/renderEarlyNotice.tsx'),
        'renderEarlyNotice',
      ),
      runAtBuildTime(
        path.join(__dirname, 'src/federation/snapshot/renderSnapshotScript.ts'),
        'renderSnapshotScript',
      ),
    ].join('\n'),
});
