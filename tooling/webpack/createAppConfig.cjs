/**
 * One webpack configuration for the shell and every remote, so they build the same way.
 * A remote exposes pages and writes mf-manifest.json; the shell (host) has no remote baked in:
 * it reads /app/remotes.json at start-up (shell/src/federation), which the shell's build writes from ports.json.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared, RUNTIME_CONTRACT_BUILT_WITH } = require('./sharedModules.cjs');
const { minimizers, compressedCopies } = require('./productionOutput.cjs');
const { PathFreeHash, PathFreeModuleIds } = require('./pathFree.cjs');
const { federationRuntimeConfig, FEDERATION_RUNTIME_SCRIPT } = require('./federationRuntimeConfig.cjs');
/** Every app's local port, by federation name: the one place a port is written (scripts/processes.mjs reads it). */
const PORTS = require('./ports.json');
const PORTS_FILE = require.resolve('./ports.json');

/** The local registry (remote name -> manifest URL) the shell's build writes as remotes.json. */
const localRegistry = () =>
  `${JSON.stringify(
    Object.fromEntries(
      Object.entries(PORTS)
        .filter(([name]) => name !== 'shell')
        .map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
    ),
    null,
    2,
  )}\n`;

/**
 * The runtime plugin that hands the page's federation runtime to the remotes. Module Federation's own option
 * (experiments.provideExternalRuntime) adds its CommonJS build, which brings a second copy of the runtime; its ES
 * module build (beside it, the package's "import" export) shares the copy the bundle already has.
 */
const PROVIDE_FEDERATION_RUNTIME = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * @param {object} app
 * @param {string} app.dir       the app's folder
 * @param {string} app.name      federation name (mfe_learn, shell, ...), its port's key in ports.json
 * @param {string} app.title     page title of the standalone page
 * @param {string} [app.publicPath]  '/app/' for the shell, 'auto' for remotes
 * @param {Record<string,string>} [app.exposes]
 * @param {string[]} [app.runtimePlugins]
 * @param {() => string} [app.headScript]  a plain script inlined into <head>, run before the bundle loads
 * @param {() => string} [app.bodyStart]  HTML put at the start of <body>, shown before the bundle has loaded
 */
module.exports = (app) => (_env, argv) => {
  const production = argv.mode === 'production';
  const isRemote = Boolean(app.exposes);
  const publicPath = app.publicPath ?? 'auto';
  const appConfig = {
    name: app.name,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath,
      // Entry files keep plain names: webpack 5.111 cannot put a content hash in them beside Module Federation
      // (module-federation/core#5077); the static server revalidates them, hashed chunks are cached for good.
      filename: 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      uniqueName: app.name,
      clean: true,
      ...(production ? { hashFunction: PathFreeHash } : {}),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              // The map as an object, which webpack makes relative to the app; as text it keeps absolute paths,
              // and every module's hash, so the minified output, would depend on where the checkout is.
              parseMap: true,
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      ...(production ? [new PathFreeModuleIds()] : []),
      new ModuleFederationPlugin({
        name: app.name,
        ...(isRemote
          ? {
              filename: 'remoteEntry.js',
              // Every remote declares the contract version it needs (shared/src/federation/contracts.ts).
              exposes: { ...app.exposes, './runtimeContract': path.join(__dirname, 'runtimeContract.js') },
            }
          : {}),
        manifest: isRemote,
        dts: false,
        shared,
        // A copy already on the page when it satisfies the range, else a registered one, else the build's own
        // (sharedModules.cjs). 'version-first', the default, starts every registered remote to compare their
        // versions whenever code that was loaded later (a lazy chunk) needs a shared module: six remote entries
        // (150 kB) on every page.
        shareStrategy: 'loaded-first',
        runtimePlugins: [...(app.runtimePlugins ?? []), ...(isRemote ? [] : [PROVIDE_FEDERATION_RUNTIME])],
        // One federation runtime per page, the shell's: a remote's entry uses it instead of bringing its own
        // (24 kB compressed down to 8). A remote's standalone page gets it from federationRuntime.js.
        // target 'web' leaves out the runtime's Node.js script loading (2 kB compressed).
        experiments: { optimization: { target: 'web' }, ...(isRemote ? { externalRuntime: true } : {}) },
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: app.title,
        publicPath,
        headScript: app.headScript?.() ?? '',
        bodyStart: app.bodyStart?.() ?? '',
        // The template starts the bundle itself, after the first paint (startAfterPaint.js).
        inject: false,
        startAfterPaint: fs.readFileSync(path.join(__dirname, 'startAfterPaint.js'), 'utf8'),
        scriptsBefore: isRemote ? [FEDERATION_RUNTIME_SCRIPT] : [],
        // The defaults, and the inlined scripts minified: they travel with every document.
        minify: production && {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
          minifyJS: true,
        },
      }),
      new webpack.DefinePlugin({
        'process.env.QA_RUNTIME_CONTRACT_BUILT_WITH': JSON.stringify(RUNTIME_CONTRACT_BUILT_WITH),
        // Staging and production settings (docs/operations.md "Configuration"); local mode needs none.
        ...Object.fromEntries(
          [
            'QA_API_URL',
            'QA_FIREBASE_API_KEY',
            'QA_FIREBASE_AUTH_DOMAIN',
            'QA_FIREBASE_PROJECT_ID',
            'QA_MEASUREMENT_ID',
          ].map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? '')]),
        ),
      }),
      // The host's registry, written from the ports; a deployed shell's copy is edited in place (docs/operations.md).
      ...(isRemote
        ? []
        : [
            new CopyPlugin({
              patterns: [{ from: PORTS_FILE, to: 'remotes.json', transform: localRegistry }],
            }),
          ]),
      ...(production ? compressedCopies() : []),
    ],
    optimization: { minimizer: minimizers(), ...(production ? { moduleIds: false } : {}) },
    performance: { hints: false },
    devServer: {
      port: PORTS[app.name],
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback:
        publicPath === 'auto' ? true : { index: `${publicPath}index.html`, disableDotRule: true },
      ...(publicPath === 'auto' ? {} : { devMiddleware: { publicPath }, static: false, open: false }),
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
  return isRemote ? [appConfig, federationRuntimeConfig(app, production)] : appConfig;
};
