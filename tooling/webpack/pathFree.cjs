/**
 * A build that does not depend on where the repository is checked out: byte for byte the same on every machine,
 * so the first-load budget counts the same bytes in CI as here, and long-cached chunks keep their names.
 *
 * Module Federation's modules keep absolute paths where webpack expects relative ones: a shared module's
 * consume and provide modules (webpack/webpack#20852), the container entry (its exposes) and the generated
 * federation entry, named by hashes of absolute paths. Two parts take the checkout's path out:
 * - PathFreeHash, the build's hash function: module and chunk hashes, and so the placeholders the minifier sees
 *   before the real content hashes replace them (they steer its choice of short names);
 * - PathFreeModuleIds, in place of webpack's deterministic ids (optimization.moduleIds: false).
 */
const crypto = require('node:crypto');
const path = require('node:path');
const webpack = require('webpack');

const CHECKOUT = path.resolve(__dirname, '../..');
/** The generated entry: its file name and the suffix of its identifier are hashes of absolute paths. */
const FEDERATION_ENTRY = /([\\/]\.federation[\\/]entry)\.[0-9a-f]+\.js(\|[0-9a-f]+)?/g;
const PLUGIN = 'PathFreeModuleIds';

/** @param {string} text */
const withoutCheckout = (text) => text.split(CHECKOUT).join('');

/** webpack's own hash function (xxhash64), fed every text without the checkout's path. */
class PathFreeHash {
  constructor() {
    this.hash = webpack.util.createHash('xxhash64');
  }

  /** @param {string | Buffer} data @param {BufferEncoding} [encoding] */
  update(data, encoding) {
    this.hash.update(typeof data === 'string' ? withoutCheckout(data) : data, encoding);
    return this;
  }

  /** @param {import('node:crypto').BinaryToTextEncoding} [encoding] */
  digest(encoding) {
    return this.hash.digest(encoding);
  }
}

/** @param {string} text @param {number} range */
const numberIn = (text, range) =>
  parseInt(crypto.createHash('sha256').update(text).digest('hex').slice(0, 12), 16) % range;

/** Numbers every module from its identifier without the checkout's path, as webpack's deterministic ids would. */
class PathFreeModuleIds {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.moduleIds.tap(PLUGIN, () => {
        const { chunkGraph } = compilation;
        const named = [...compilation.modules]
          .filter((module) => chunkGraph.getNumberOfModuleChunks(module) > 0)
          .map((module) => ({
            module,
            name: withoutCheckout(module.identifier()).replace(FEDERATION_ENTRY, '$1.js'),
          }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        // Short ids, with room to keep collisions rare: at least 3 digits, as webpack's own plugin.
        let range = 1000;
        while (range < named.length * 20) range *= 10;
        const used = new Set();
        for (const { module, name } of named) {
          let id = numberIn(name, range);
          for (let salt = 1; used.has(id); salt += 1) id = numberIn(`${name}#${salt}`, range);
          used.add(id);
          chunkGraph.setModuleId(module, id);
        }
      });
    });
  }
}

module.exports = { PathFreeHash, PathFreeModuleIds };
