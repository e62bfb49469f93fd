/**
 * A challenge is a folder, `api/src/challenges/<folder>/<key>/`, the folder being the one its API path names
 * (`api/<folder>/v1/...`: api-testing for apiTesting, learn for the generator, gherkin and apiTesting intros served
 * under api/learn/). Its parts are files named the same in every challenge's folder, each exporting a constant of
 * the part's name: the rules (the definition), its test design, its bug-report specs and its interview family.
 * Only the rules are required. `pnpm new:challenge` writes them all; the registry reads them.
 */
export const PARTS = ['rules', 'design', 'reports', 'interview'] as const;
export type PartName = (typeof PARTS)[number];

/** `<folder>/<key>`, relative to api/src/challenges/. */
export const challengeFolder = ({ path, key }: { path: string; key: string }): string =>
  `${path.split('/')[1] ?? ''}/${key}`;
