/**
 * The build of js/federationRuntime.js beside a remote's own build (createAppConfig.cjs): a remote's bundle
 * takes the federation runtime from the page, and its standalone page has no shell to give it one.
 */
const path = require('node:path');
const webpack = require('webpack');
const { minimizers, compressedCopies } = require('./productionOutput.cjs');

const FEDERATION_RUNTIME_SCRIPT = 'js/federationRuntime.js';

/**
 * @param {{ dir: string, name: string }} app
 * @param {boolean} production
 */
const federationRuntimeConfig = (app, production) => ({
  name: `${app.name}-federation-runtime`,
  // After the app's build, whose output.clean would remove this file.
  dependencies: [app.name],
  mode: production ? 'production' : 'development',
  context: app.dir,
  entry: { federationRuntime: path.join(__dirname, 'federationRuntime.js') },
  devtool: production ? 'source-map' : false,
  output: { path: path.join(app.dir, 'dist'), filename: FEDERATION_RUNTIME_SCRIPT, clean: false },
  plugins: [
    // What Module Federation's experiments.optimization.target does for the app's build: no Node.js loading.
    new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
    ...(production ? compressedCopies() : []),
  ],
  optimization: { minimizer: minimizers() },
  performance: { hints: false },
  stats: production ? 'errors-warnings' : 'minimal',
});

module.exports = { federationRuntimeConfig, FEDERATION_RUNTIME_SCRIPT };
