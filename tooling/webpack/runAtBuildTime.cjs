/**
 * Calls a function exported by a TypeScript module, in Node, while webpack reads its configuration: the shell
 * renders parts of its index.html from its own components this way. esbuild bundles the module (React in its
 * production build) into a CommonJS file beside the source, which Node's require loads and which is removed
 * at once: __dirname and relative files work as in the source.
 */
const fs = require('node:fs');
const path = require('node:path');
const { buildSync } = require('esbuild');

/**
 * The exports of a TypeScript module, evaluated in Node.
 * @param {string} file  absolute path of the module
 * @returns {Record<string, unknown>}
 */
const loadAtBuildTime = (file) => {
  const bundled = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.build.cjs`);
  try {
    buildSync({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      outfile: bundled,
      logLevel: 'warning',
    });
    return require(bundled);
  } finally {
    delete require.cache[bundled];
    fs.rmSync(bundled, { force: true });
  }
};

/**
 * @param {string} file  absolute path of the module
 * @param {string} exportName  a function taking no arguments
 */
const runAtBuildTime = (file, exportName) => {
  const run = loadAtBuildTime(file)[exportName];
  if (typeof run !== 'function') throw new TypeError(`${file} exports no function ${exportName}`);
  return run();
};

module.exports = { runAtBuildTime, loadAtBuildTime };
