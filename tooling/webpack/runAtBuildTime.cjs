/**
 * Calls a function exported by a TypeScript module, in Node, while webpack reads its configuration: the shell
 * renders parts of its index.html from its own components this way. esbuild bundles the module (React in its
 * production build) and the result is evaluated as a CommonJS module at the source file's place, so
 * __dirname and relative files work as in the source.
 */
const Module = require('node:module');
const path = require('node:path');
const { buildSync } = require('esbuild');

/**
 * The exports of a TypeScript module, evaluated in Node.
 * @param {string} file  absolute path of the module
 * @returns {Record<string, unknown>}
 */
const loadAtBuildTime = (file) => {
  const { outputFiles } = buildSync({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    outdir: path.dirname(file),
    logLevel: 'warning',
  });
  const compiled = new Module(file);
  compiled.filename = file;
  compiled.paths = Module._nodeModulePaths(path.dirname(file));
  compiled._compile(outputFiles[0].text, file);
  return compiled.exports;
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
