/**
 * What Module Federation shares between the shell and the remotes (DESIGN.md "Federation sharing").
 *
 * Libraries that must exist once per page are singletons: the shell provides them and every remote reuses the
 * shell's copy, so the store, i18n and styles are the same objects. A shared module is handed over whole, with
 * what no page uses, so a library that is one object for a few exports only is reached through the contract,
 * which bundles what it re-exports: the router (wouter, shared/src/navigation/navigation.tsx) and react-i18next's
 * hooks (shared/src/i18n/i18n.ts). Redux Toolkit has no state of its own: each build bundles what it uses.
 *
 * The two workspace packages are declared "workspace:*", which gives Module Federation no range to check, so
 * their versions come from their own package.json here:
 * - @qa/shared, the runtime contract, is a singleton with a real range. A remote built against a newer minor
 *   still gets the page's one copy (Module Federation only warns); the shell reads the remote's
 *   './runtimeContract' first and shows a fallback that names the reason (shell/src/federation/remotes.ts).
 * - @qa/kit, the page kit, is not a singleton: each build bundles the kit it was built with and takes another
 *   part's copy only when that satisfies its own caret range. The strategy ('loaded-first', createAppConfig.cjs)
 *   reuses a copy already loaded when it satisfies the range (the shell's, usually), else takes a registered one
 *   that does, else its own. A remote with a newer kit therefore runs its own kit in a shell that has an older
 *   one, and an older remote keeps running the shell's. Its subpaths (@qa/kit/static, @qa/kit/page-state, ...)
 *   are not listed: the key matches the entry alone, so each build bundles the subpaths it imports.
 */
const sharedPackage = require('../../shared/package.json');
const kitPackage = require('../../shared/kit/package.json');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-redux',
  'styled-components',
  'i18next',
];

/** `version` is what this build offers; `requiredVersion` what it accepts from another part. */
const versioned = (pkg) => ({ version: pkg.version, requiredVersion: `^${pkg.version}` });

module.exports = {
  shared: {
    ...Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true }])),
    '@qa/shared': { singleton: true, ...versioned(sharedPackage) },
    // The server-state API slice is one object per page too, but its own entry: only the pages that read server
    // state load it (and RTK Query with it), and a remote's endpoints join the shell's slice.
    '@qa/shared/api': { singleton: true, ...versioned(sharedPackage) },
    '@qa/kit': { singleton: false, ...versioned(kitPackage) },
  },
  /** The contract version a remote is built against, declared through its './runtimeContract' expose. */
  RUNTIME_CONTRACT_BUILT_WITH: sharedPackage.version,
};
