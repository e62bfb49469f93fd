import { EMPTY_TEXT, HINT_LEVELS, type Language } from '@qa/shared/catalogue';
import { ANSWER_TEXTS } from './answer-texts';
import type { ChallengeDefinition, ExampleInput } from './definition';
import { readOptionValues } from './option-inputs';
import { findingText, TECHNIQUES } from './techniques';

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * The example's values in field order, the empty ones named as the form would send them; on generator and
 * gherkin forms the options behind the chosen indexes, then the chosen result; for an app, its action; after
 * the requests a state transition sends first.
 */
export const formatExample = (
  definition: ChallengeDefinition,
  example: ExampleInput,
  language: Language,
): string => {
  const { before = [] } = example;
  if (before.length > 0) {
    return [...before, { ...example, before: [] }]
      .map((request) => `[${formatExample(definition, request, language)}]`)
      .join(ANSWER_TEXTS.then[language]);
  }
  const action = describedAction(definition, example, language);
  if (action !== undefined) return action;
  const { resultDropdown } = definition;
  const values = resultDropdown ? readOptionValues(definition.dropdowns ?? {}, example) : example;
  const inputs = definition.fields.map((slot) => {
    const value = values[slot] ?? '';
    return value === '' ? `(${EMPTY_TEXT[language]})` : `"${value}"`;
  });
  const result =
    resultDropdown && example.expectedResult !== undefined
      ? resultDropdown.results[example.expectedResult]?.[language]
      : undefined;
  return [...inputs, ...(result === undefined ? [] : [`"${result}"`])].join(', ');
};

const describedAction = (definition: ChallengeDefinition, example: ExampleInput, language: Language) =>
  definition.evaluator === 'api' ? undefined : definition.describe?.(example, language);

/** Every case and bug with an example input, one line each (shown as bullet items to signed-in users). */
export const answersOf = (definition: ChallengeDefinition, language: Language): string[] => [
  ...definition.cases.map((item, index) =>
    fill(ANSWER_TEXTS.caseLine[language], {
      n: index + 1,
      text: findingText(item, language),
      example: formatExample(definition, item.examples[0], language),
    }),
  ),
  ...definition.bugs.map((item, index) =>
    fill(ANSWER_TEXTS.bugLine[language], {
      n: index + 1,
      text: findingText(item, language),
      example: formatExample(definition, item.examples[0], language),
    }),
  ),
];

/** The hint of `level` for case `caseIndex` (1-based): the technique, then the case, then an example. */
export const hintOf = (
  definition: ChallengeDefinition,
  caseIndex: number,
  level: number,
  language: Language,
): string | undefined => {
  const found = definition.cases[caseIndex - 1];
  if (!found || level < 1 || level > HINT_LEVELS) return undefined;
  if (level === 1) {
    return fill(ANSWER_TEXTS.hintTechnique[language], { technique: TECHNIQUES[found.technique][language] });
  }
  if (level === 2) return fill(ANSWER_TEXTS.hintCase[language], { text: findingText(found, language) });
  const template =
    describedAction(definition, found.examples[0], language) === undefined ? 'hintExample' : 'hintAction';
  return fill(ANSWER_TEXTS[template][language], {
    example: formatExample(definition, found.examples[0], language),
  });
};
