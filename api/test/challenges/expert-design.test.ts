import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_OPTION_INDEX, SLOTS, type Slot } from '@qa/shared/catalogue';
import { learnerInputsOf } from '@qa/shared/learner-inputs';
import type { ChallengeDefinition, FieldValues } from '../../src/challenges/engine/definition';
import { evaluate, type PureDefinition } from '../../src/challenges/engine/evaluate';
import { partFile, REGISTERED_CHALLENGES } from '../../src/challenges/registry';

/** What `pnpm new:challenge` leaves for the trainer to write (FILL_MARKER in tooling/new-challenge/templates.ts). */
const PLACEHOLDER = '[fill in]';

/**
 * What every challenge's expert design shares, whatever its rules: each case and bug is one input class with two
 * or more values of it, named once, and an empty field, the first class a careful tester tries, counts.
 */
const REGISTERED = REGISTERED_CHALLENGES.map(({ entry, definition }) => ({
  key: entry.key,
  definition,
  source: join(__dirname, '../../src/challenges', partFile(entry, 'rules')),
  typed: SLOTS.filter((slot) => learnerInputsOf(entry)[slot] === 'text'),
}));

const findingsOf = (definition: ChallengeDefinition) => [
  ...definition.cases.map((finding, index) => ({ name: `case ${index + 1}`, finding })),
  ...definition.bugs.map((finding, index) => ({ name: `bug ${index + 1}`, finding })),
];

describe.each(REGISTERED)('$key', ({ definition, typed, source }) => {
  it('has no placeholder left in its definition', () => {
    const unwritten = readFileSync(source, 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.includes(PLACEHOLDER) ? [`line ${index + 1}: ${line.trim()}`] : []));
    expect(unwritten).toEqual([]);
  });

  it('gives every case and bug two or more different values of its class', () => {
    const short = findingsOf(definition)
      .filter(({ finding }) => new Set(finding.examples.map((example) => JSON.stringify(example))).size < 2)
      .map(({ name }) => name);
    expect(short).toEqual([]);
  });

  it('names each class once', () => {
    const texts = findingsOf(definition).map(({ finding }) => finding.text.en);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  const open = definition.evaluator === 'scripted' || definition.evaluator === 'exploratory';
  (open && typed.length > 0 ? it : it.skip)(
    'counts a typed field left empty, whatever the other fields hold',
    () => {
      const stranded: string[] = [];
      for (const { name, finding } of findingsOf(definition)) {
        for (const example of finding.examples) {
          for (const slot of typed) {
            const values = { first: '', second: '', third: '', ...example, [slot]: '' } as FieldValues;
            const result = evaluate(definition as PureDefinition, values, 'en');
            if (result.caseIndex === undefined && result.bugIndex === undefined) {
              stranded.push(`${slot} empty in ${name}'s ${JSON.stringify(example)}`);
            }
          }
        }
      }
      expect(stranded).toEqual([]);
    },
  );

  (definition.evaluator === 'learn' && typed.length > 0 ? it : it.skip)(
    'has a step that asks for an empty field',
    () => {
      if (definition.evaluator !== 'learn') return;
      const asksForEmpty = (slot: Slot) =>
        definition.cases.some(
          (step) => step.accepts[slot]?.('') === true && step.accepts[slot]?.('5') === false,
        );
      expect(typed.some(asksForEmpty)).toBe(true);
    },
  );

  (definition.evaluator === 'builder' ? it : it.skip)('counts the empty option of either input', () => {
    if (definition.evaluator !== 'builder') return;
    const empty = String(EMPTY_OPTION_INDEX);
    const found = (['first', 'second'] as const).every((slot) =>
      definition.cases.some((testCase) => testCase.examples.some((example) => example[slot] === empty)),
    );
    expect(found).toBe(true);
  });
});
