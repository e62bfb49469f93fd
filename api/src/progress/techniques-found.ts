import type {
  ChallengeTotals,
  ProgressRecord,
  ProgressSummary,
  Technique,
  TechniqueCount,
} from '@qa/shared/progress';
import type { ChallengeDefinition } from '../challenges/engine/definition';
import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';

const ANSWER_KEY = /^(case|bug)_(\d+)$/;

/** `case_3` -> ['case', 3]; undefined for anything else. */
export const answerKeyParts = (key: string): ['case' | 'bug', number] | undefined => {
  const [, kind, number] = ANSWER_KEY.exec(key) ?? [];
  return kind ? [kind as 'case' | 'bug', Number(number)] : undefined;
};

/** The case or bug an answer key (`case_{n}`, `bug_{n}`) names, if the challenge has it. */
export const findingOf = (definition: ChallengeDefinition, key: string) => {
  const [kind, number] = answerKeyParts(key) ?? [];
  const list = kind === 'case' ? definition.cases : kind === 'bug' ? definition.bugs : [];
  return number === undefined ? undefined : list[number - 1];
};

const countByTechnique = ({ cases, bugs }: ChallengeDefinition) => {
  const counts: Partial<Record<Technique, TechniqueCount>> = {};
  const add = (technique: Technique, kind: keyof TechniqueCount) => {
    const count = (counts[technique] ??= { cases: 0, bugs: 0 });
    count[kind] += 1;
  };
  for (const item of cases) add(item.technique, 'cases');
  for (const item of bugs) add(item.technique, 'bugs');
  return counts;
};

/** Every registered challenge's totals by technique, the same for everyone (GET challenges). */
export const CHALLENGE_TOTALS: readonly ChallengeTotals[] = [...REGISTERED_BY_STORE_NAME].map(
  ([storeName, { definition }]) => ({
    storeName,
    cases: definition.cases.length,
    bugs: definition.bugs.length,
    techniques: countByTechnique(definition),
  }),
);

/**
 * The technique of each found case and bug of a record whose answers are confirmed, and which challenges it
 * completes. Only what the learner found is named: nothing of a case still hidden.
 */
export const summarize = (record: ProgressRecord): ProgressSummary => {
  const found: ProgressSummary['found'] = {};
  const completed: string[] = [];
  for (const [storeName, { answers }] of Object.entries(record.challenges)) {
    const definition = REGISTERED_BY_STORE_NAME.get(storeName)?.definition;
    if (!definition) continue;
    const techniques: Record<string, Technique> = {};
    for (const key of Object.keys(answers)) {
      const finding = findingOf(definition, key);
      if (finding) techniques[key] = finding.technique;
    }
    found[storeName] = techniques;
    if (Object.keys(techniques).length === definition.cases.length + definition.bugs.length)
      completed.push(storeName);
  }
  return { found, completed };
};
