import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

const NAVIGATION = "Import navigation from '@qa/shared' (the shell's router).";
const REACT_ROUTER = { group: ['react-router', 'react-router/*', 'react-router-dom'], message: NAVIGATION };
const WOUTER = { group: ['wouter', 'wouter/*'], message: NAVIGATION };
const REACT_I18NEXT = {
  group: ['react-i18next'],
  message: "Import useTranslation and I18nextProvider from '@qa/shared', Trans from '@qa/shared/trans'.",
};

/** One ESLint config for the whole workspace. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // A regex applied to what a client sends must run in linear time: one backtracking pattern lets a single
    // request hold the event loop for everyone (ReDoS). Every source is checked, the server's and the pages'.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    // The router is the shell's, reached through the contract: a part with a router of its own would have no
    // router context. Only the contract's router (shared/src/navigation) imports wouter; react-router is gone.
    // So are react-i18next's hooks: a part's own copy has no i18n instance (shared/src/i18n).
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/navigation/**', 'shared/src/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [REACT_ROUTER, WOUTER, REACT_I18NEXT] }] },
  },
  {
    files: ['shared/src/navigation/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [REACT_ROUTER, REACT_I18NEXT] }] },
  },
  {
    files: ['shared/src/i18n/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [REACT_ROUTER, WOUTER] }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
