import { SLOTS, type Language, type Slot } from '@qa/shared/catalogue';
import type { FieldValues, HiddenDefinition, ScriptedDefinition } from '../challenges/engine/definition';
import { firstMatch } from '../challenges/engine/findings';
import { findingText, type Technique } from '../challenges/engine/techniques';
import type { Localized } from '../i18n/localized';
import type { TestDesign, TestRow, TestRun } from './test-design';

/**
 * The expert design's input classes as a test design names them: each case and bug by the technique that finds
 * it and the field it lives in, never by its values; and the rule a wrong row contradicts.
 */

/** How a class is named to the learner: the technique, and the field where the class is of one field. */
export interface ClassLabel {
  technique: Technique;
  field?: Slot;
}

/** The label of each case and of each bug of the expert design, in order. */
export interface ClassLabels {
  cases: readonly ClassLabel[];
  bugs: readonly ClassLabel[];
}

/** Labels by technique alone: for an API, whose classes are of a request as a whole. */
export const techniquesOf = (definition: {
  cases: readonly { technique: Technique }[];
  bugs: readonly { technique: Technique }[];
}): ClassLabels => ({
  cases: definition.cases.map(({ technique }) => ({ technique })),
  bugs: definition.bugs.map(({ technique }) => ({ technique })),
});

type FormFinding = (ScriptedDefinition | HiddenDefinition)['cases'][number];

const valuesOf = ({ first = '', second = '', third = '' }: Partial<FieldValues>): FieldValues => ({
  first,
  second,
  third,
});

/**
 * The field a form's case or bug lives in: the one slot whose value, set back to the form's first example (of its
 * first case), stops an example of the class matching it, the same slot for each of its examples. None where
 * that is several slots (a comparison, a sum), or another slot for another example (letters in either field).
 */
const fieldOf = (finding: FormFinding, neutral: FieldValues): Slot | undefined => {
  const fields = new Set(
    finding.examples.map((given) => {
      const example = valuesOf(given);
      const breaking = SLOTS.filter(
        (slot) =>
          example[slot] !== neutral[slot] &&
          !finding.matches({ ...example, [slot]: neutral[slot] }, undefined),
      );
      return breaking.length === 1 ? breaking[0] : undefined;
    }),
  );
  const [field] = fields;
  return fields.size === 1 ? field : undefined;
};

/** A form's input classes: the first case, else the first bug, its values land on; each labelled. */
export const formClasses = (
  definition: ScriptedDefinition | HiddenDefinition,
): Pick<TestDesign, 'classesOf' | 'classLabels'> => {
  const neutral = valuesOf(definition.cases[0]?.examples[0] ?? {});
  const label = (finding: FormFinding): ClassLabel => {
    const field = fieldOf(finding, neutral);
    return { technique: finding.technique, ...(field && { field }) };
  };
  return {
    classesOf: (rows) =>
      rows.map((values) => {
        const found = firstMatch(definition.cases, [values, undefined]);
        if (found) return { kind: 'case', number: found[0] };
        const bug = firstMatch(definition.bugs, [values, undefined]);
        return bug ? { kind: 'bug', number: bug[0] } : undefined;
      }),
    classLabels: { cases: definition.cases.map(label), bugs: definition.bugs.map(label) },
  };
};

/**
 * Per row, where its expectation is wrong, the text of the expert design's case its values land on, in
 * `language`: the rule the expectation contradicts, as a submission of those values would name it. A bug's text
 * describes the fault, not the rule, so a row landing on a bug, or on no class, has none.
 */
export const wrongRowRules = (
  design: TestDesign,
  definition: { cases: readonly { technique: Technique; text: Localized }[] },
  tests: readonly TestRow[],
  run: TestRun,
  language: Language,
): (string | undefined)[] => {
  if (run.rows.every(({ validOnReference }) => validOnReference)) return tests.map(() => undefined);
  const classes = design.classesOf(tests.map(({ values }) => values));
  return run.rows.map(({ validOnReference }, index) => {
    const inputClass = classes[index];
    const found = inputClass?.kind === 'case' ? definition.cases[inputClass.number - 1] : undefined;
    return validOnReference || !found ? undefined : findingText(found, language);
  });
};
