import { LANGUAGES, type Language } from '@qa/shared/catalogue';
import { rules as adder } from '../../../src/challenges/learn/adder/rules';
import { rules as divider } from '../../../src/challenges/learn/divider/rules';
import { rules as multiplexer } from '../../../src/challenges/learn/multiplexer/rules';
import { rules as passwordRestore } from '../../../src/challenges/learn/passwordRestore/rules';
import { rules as plusser } from '../../../src/challenges/learn/plusser/rules';
import { rules as subtraction } from '../../../src/challenges/learn/subtraction/rules';
import { rules as updateNickname } from '../../../src/challenges/learn/updateNickname/rules';
import type { FieldValues, LearnDefinition } from '../../../src/challenges/engine/definition';
import { readOptionValues } from '../../../src/challenges/engine/option-inputs';
import { REGISTERED_CHALLENGES } from '../../../src/challenges/registry';

/** Imported by name, so that `pnpm check:challenge <key>` runs this guard for every learn challenge. */
const LEARN: Readonly<Record<string, LearnDefinition>> = {
  adder,
  divider,
  passwordRestore,
  updateNickname,
  multiplexer,
  subtraction,
  plusser,
};

/** How an instruction names the empty field: "leave it empty", "(empty field)". */
const EMPTY_WORD: Record<Language, RegExp> = {
  en: /empty/i,
  ua: /порожн/i,
  ru: /пуст/i,
  pl: /pust/i,
};

/** A value an instruction may spell as a word ("Enter zero in both fields"). */
const SPELLED: Readonly<Record<string, Record<Language, RegExp>>> = {
  '0': { en: /\bzero\b/i, ua: /нул/i, ru: /нол/i, pl: /\bzero\b/i },
};

/** Where the page clears the choices after Validate, the instruction must ask for the expected result too. */
const RESULT_WORD: Record<Language, RegExp> = {
  en: /\bresult\b/i,
  ua: /результат/i,
  ru: /результат/i,
  pl: /wynik/i,
};

/**
 * Words that assume a value is still in a field from the step before, which a cleared form does not have. Each
 * starts a word ("Составьте" is not "оставьте").
 */
const CARRY_OVER: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:keep|reuse|again|still|previous)/iu,
  ua: /(?<!\p{L})(?:залиш|знову|ще раз|досі|попередн|використайте)/iu,
  ru: /(?<!\p{L})(?:остав|снова|ещё раз|опять|по-прежнему|предыдущ|используйте)/iu,
  pl: /(?<!\p{L})(?:zostaw|ponownie|znowu|jeszcze raz|nadal|poprzedni|wykorzystaj)/iu,
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value stands on its own in the text: 3 is not named by 3.75 or -3, nor 0.2 by 0.25. */
const names = (text: string, value: string, language: Language): boolean => {
  if (value === '') return EMPTY_WORD[language].test(text);
  const alone = new RegExp(`(?<![\\p{L}\\p{N}.-])${escapeRegExp(value)}(?![\\p{L}\\p{N}]|\\.\\p{N})`, 'u');
  return alone.test(text) || (SPELLED[value]?.[language].test(text) ?? false);
};

/** What the example puts in each field: on a dropdown form the options behind its indexes. */
const valuesOf = (
  definition: LearnDefinition,
  step: LearnDefinition['cases'][number],
): Partial<FieldValues> => {
  if (!definition.resultDropdown) return step.examples[0];
  const values = readOptionValues(definition.dropdowns ?? {}, step.examples[0]);
  return Object.fromEntries(
    definition.fields
      .filter((slot) => step.examples[0][slot] !== undefined)
      .map((slot) => [slot, values[slot]]),
  );
};

/**
 * Every problem of every instruction, one line each, so a failure names the step and the language. A learner
 * follows the instruction alone: it names a value for each field the step's example fills (the same value the
 * answers show), and that value follows the step. On the generator and gherkin forms the page clears every
 * dropdown after Validate, so nothing carries over: no instruction may say "keep", and each asks for the result.
 */
const problemsOf = (key: string, definition: LearnDefinition): string[] =>
  definition.cases.flatMap((step, index) => {
    const where = `${key} step ${index + 1}`;
    const values = valuesOf(definition, step);
    const problems: string[] = [];
    for (const slot of definition.fields) {
      const value = values[slot];
      if (value === undefined) continue;
      if (!(step.accepts[slot]?.(value) ?? true))
        problems.push(`${where}: the example's ${slot} does not follow`);
      for (const language of LANGUAGES) {
        if (!names(step.instruction[language], value, language)) {
          problems.push(`${where} (${language}) does not name the ${slot} value ${JSON.stringify(value)}`);
        }
      }
    }
    if (definition.resultDropdown) {
      for (const language of LANGUAGES) {
        const text = step.instruction[language];
        if (!RESULT_WORD[language].test(text))
          problems.push(`${where} (${language}) does not ask for the result`);
        if (CARRY_OVER[language].test(text)) {
          problems.push(`${where} (${language}) assumes a value carried over: ${text}`);
        }
      }
    }
    return problems;
  });

describe('learn instructions', () => {
  it('cover every learn challenge of the registry', () => {
    const registered = REGISTERED_CHALLENGES.filter(({ definition }) => definition.evaluator === 'learn');
    expect(registered.map(({ definition }) => definition)).toEqual(
      expect.arrayContaining(Object.values(LEARN)),
    );
    expect(registered).toHaveLength(Object.keys(LEARN).length);
  });

  it.each(Object.entries(LEARN))(
    '%s: each instruction names every value its step is answered with',
    (key, definition) => {
      expect(problemsOf(key, definition)).toEqual([]);
    },
  );
});
