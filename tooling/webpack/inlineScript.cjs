/**
 * A plain script for the document, with build-time values put in: each free identifier named in `values` is
 * replaced by its value as a literal (esbuild's define), so the script carries a table the build knows instead
 * of a copy of it.
 */
const fs = require('node:fs');
const { transformSync } = require('esbuild');

/**
 * @param {string} file  absolute path of the script
 * @param {Record<string, unknown>} values  identifier -> JSON value
 */
module.exports = (file, values) =>
  transformSync(fs.readFileSync(file, 'utf8'), {
    loader: 'js',
    // Scoped: esbuild declares an object value beside the code, which must not become a global of the page.
    format: 'iife',
    target: 'es2020',
    define: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, JSON.stringify(value)])),
    sourcefile: file,
    logLevel: 'warning',
  }).code;
