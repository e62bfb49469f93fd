/**
 * Libraries that must exist once per page (DESIGN.md "Federation sharing"): the shell provides them and
 * every remote reuses the shell's copy, so the store, router, i18n and styles are the same objects.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router',
  'styled-components',
  'i18next',
  'react-i18next',
  '@qa/shared',
];

module.exports = Object.fromEntries(
  SINGLETONS.map((name) => [
    name,
    // The workspace package has no semver range to check ("workspace:*"), so it is matched by name only.
    { singleton: true, ...(name === '@qa/shared' ? { requiredVersion: false } : {}) },
  ]),
);
