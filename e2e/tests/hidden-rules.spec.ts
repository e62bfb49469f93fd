import { expect, test } from '../support/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROCESSES } from '../../scripts/processes.mjs';
import { readDefinitions, ROOT } from '../support/definitions';

/** The shell and every remote of the process list, a remote that new:remote added too. */
const BUNDLE_FOLDERS = PROCESSES.map(({ name }) => name).filter(
  (name) => name === 'shell' || name.startsWith('mfe-'),
);

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

/** Shorter findings ("an empty field") are ordinary words that a page may well use for other things. */
const DISTINCTIVE_LENGTH = 24;

/** Learn steps and scripted cases are listed by the server for all to see; the other evaluators' cases are hidden. */
const PUBLIC_LIST_EVALUATORS = new Set(['learn', 'scripted']);

/**
 * What a learner must discover: the text of every case and bug in every language; for the hidden ones also
 * without its technique, where a description could otherwise give it away.
 */
const readSecrets = () =>
  readDefinitions().flatMap(({ path: challengePath, evaluator, cases, bugs }) =>
    [...cases, ...bugs].flatMap((item) =>
      [
        ...Object.values(item.text),
        ...(PUBLIC_LIST_EVALUATORS.has(evaluator)
          ? []
          : Object.values(item.finding).filter((text) => text.length >= DISTINCTIVE_LENGTH)),
      ].map((text) => ({ challengePath, text })),
    ),
  );

/**
 * The switches of the challenges' faults (`interface ...Faults { name?: ... }` in each folder's design.ts, and in
 * support/ for the builds several designs share): a bundle holding one would hold a bug variant's code. Short
 * names are ordinary words a page may use.
 */
const readFaultSwitches = (): string[] =>
  filesUnder(path.join(ROOT, 'api', 'src', 'challenges'))
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(/interface \w*Faults\b[^{]*\{([\s\S]*?)\n\}/g)].flatMap(([, body = '']) =>
        [...body.matchAll(/^[ \t]+(\w+)\??:/gm)].map(([, name = '']) => name),
      );
    })
    .filter((name) => name.length >= 10);

const readBundles = (): string[] => {
  const bundles = BUNDLE_FOLDERS.flatMap((folder) => filesUnder(path.join(ROOT, folder, 'dist'))).filter(
    (file) => /\.(js|html|json)$/.test(file),
  );
  expect(bundles.length).toBeGreaterThan(BUNDLE_FOLDERS.length);
  return bundles;
};

test('no browser bundle contains a bug variant of any test design', () => {
  const switches = readFaultSwitches();
  // Eight or more variants in each of the twelve designs.
  expect(switches.length).toBeGreaterThan(80);
  const leaks = readBundles().flatMap((file) => {
    const content = readFileSync(file, 'utf8');
    return switches.filter((name) => content.includes(name)).map((name) => `${file}: ${name}`);
  });
  expect(leaks).toEqual([]);
});

test('no browser bundle contains a case or bug of any challenge (the rules live in api/ only)', () => {
  const bundles = readBundles();
  const secrets = readSecrets();
  expect(secrets.length).toBeGreaterThan(0);
  const leaks = bundles.flatMap((file) => {
    const content = readFileSync(file, 'utf8');
    return secrets
      .filter(({ text }) => content.includes(text))
      .map(({ challengePath, text }) => `${file}: ${challengePath} "${text}"`);
  });
  expect(leaks).toEqual([]);
});
