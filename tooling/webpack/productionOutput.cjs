/** What every production build does to its output: one minifier, and compressed copies for the static server. */
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

// SWC's minifier: terser (webpack's default, two passes) was half of every production build's time.
const minimizers = () => [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })];

/**
 * Precompressed copies the static server sends to browsers that accept them. Not the JSON files: remotes.json is
 * edited in place to re-point a remote, and a stale .gz beside it would win.
 */
const compressedCopies = () => [
  new CompressionPlugin({ test: /\.(js|html)$/, algorithm: 'gzip', filename: '[path][base].gz' }),
  new CompressionPlugin({
    test: /\.(js|html)$/,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
];

module.exports = { minimizers, compressedCopies };
