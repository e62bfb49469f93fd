/**
 * Reads the server's challenge definitions (TypeScript of the api package) through tsx, so the suites can
 * use the same example inputs the answers give, without copying any rule into the tests.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

type Slot = 'first' | 'second' | 'third';

interface Finding {
  /** As the page shows it: "technique: what was found", per language. */
  text: Record<string, string>;
  /** What was found, without the technique, per language. */
  finding: Record<string, string>;
  example: Partial<Record<Slot, string>> & { expectedResult?: number };
}

export interface DefinitionSummary {
  path: string;
  /** How the server judges it: learn, scripted, exploratory, builder or api. */
  evaluator: string;
  fields: Slot[];
  cases: Finding[];
  bugs: Finding[];
}

let cache: DefinitionSummary[] | undefined;

export const readDefinitions = (): DefinitionSummary[] => {
  if (cache) return cache;
  const script = `
    import { DEFINITIONS } from './src/challenges/registry';
    import { findingText } from './src/challenges/engine/techniques';
    const languages = ['en', 'ua', 'ru', 'pl'];
    const pick = (item) => ({
      text: Object.fromEntries(languages.map((language) => [language, findingText(item, language)])),
      finding: item.text,
      example: item.examples[0],
    });
    console.log(JSON.stringify(Object.entries(DEFINITIONS).map(([path, d]) =>
      ({ path, evaluator: d.evaluator, fields: d.fields, cases: d.cases.map(pick), bugs: d.bugs.map(pick) }))));`;
  cache = JSON.parse(runInApi(script)) as DefinitionSummary[];
  return cache;
};

/** What a script prints when run with tsx in the api package, which resolves the api's and the shared sources. */
export const runInApi = (script: string): string => {
  const api = path.join(ROOT, 'api');
  return execFileSync(path.join(api, 'node_modules', '.bin', 'tsx'), ['--eval', script], {
    cwd: api,
  }).toString();
};

/** The hint levels the API answers, from the shared catalogue. */
export const readHintLevels = (): number =>
  Number(runInApi(`import { HINT_LEVELS } from '@qa/shared/catalogue'; console.log(HINT_LEVELS);`));

export const definitionOf = (challengePath: string): DefinitionSummary => {
  const found = readDefinitions().find((definition) => definition.path === challengePath);
  if (!found) throw new Error(`no definition for ${challengePath}`);
  return found;
};
