import type {
  HiddenDefinition,
  LearnDefinition,
  ScriptedDefinition,
} from '../../../src/challenges/engine/definition';
import type { Localized } from '../../../src/i18n/localized';

const localized = (text: string): Localized => ({
  en: text,
  ua: `ua ${text}`,
  ru: `ru ${text}`,
  pl: `pl ${text}`,
});

/** A two-step learn challenge small enough to read in one glance: step 1 wants 'a' then anything, step 2 'b' then 'c…'. */
export const twoSteps: LearnDefinition = {
  evaluator: 'learn',
  fields: ['first', 'second'],
  bugs: [],
  result: ({ first, second }, language) => `${language}: ${first}|${second}`,
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: localized('first case'),
      instruction: localized('type a'),
      accepts: { first: (value) => value === 'a' },
      examples: [
        { first: 'a', second: 'anything' },
        { first: 'a', second: '' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: localized('second case'),
      instruction: localized('type b and c'),
      accepts: { first: (value) => value === 'b', second: (value) => value.startsWith('c') },
      examples: [
        { first: 'b', second: 'c' },
        { first: 'b', second: 'cc' },
      ],
    },
  ],
};

/**
 * A scripted challenge with a text field and a dropdown: case 1 is 'a' in the text field, case 2 is option 'y'.
 * 'a' with 'y' matches both, and finds case 1, the first in the list.
 */
export const twoCases: ScriptedDefinition = {
  evaluator: 'scripted',
  fields: ['first', 'second'],
  dropdowns: { second: ['x', 'y'] },
  bugs: [],
  result: ({ first, second }, language) => `${language}: ${first}|${second}`,
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: localized('text a'),
      matches: ({ first }) => first === 'a',
      examples: [
        { first: 'a', second: 'x' },
        { first: 'a', second: 'y' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: localized('option y'),
      matches: ({ second }) => second === 'y',
      examples: [
        { first: 'b', second: 'y' },
        { first: 'c', second: 'y' },
      ],
    },
  ],
};

/**
 * An exploratory challenge with hidden cases and planted bugs, and dropdowns with their own options: case 1 is
 * a number in the text field, case 2 option 'q'; bug 1 shows for a negative number, bug 2 for option 'r'.
 */
export const hiddenWithBugs: HiddenDefinition = {
  evaluator: 'exploratory',
  fields: ['first', 'second', 'third'],
  dropdowns: { second: ['p', 'q'], third: ['r', 's', 'p'] },
  result: ({ first }, language) => `${language}: ${first}`,
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: localized('a number'),
      matches: ({ first }) => /^-?\d+$/.test(first),
      examples: [
        { first: '5', second: 'p', third: 's' },
        { first: '12', second: 'p', third: 's' },
      ],
    },
    {
      technique: 'decisionTable',
      text: localized('option q'),
      matches: ({ second }) => second === 'q',
      examples: [
        { first: 'x', second: 'q', third: 's' },
        { first: 'y', second: 'q', third: 's' },
      ],
    },
  ],
  bugs: [
    {
      technique: 'boundaryValues',
      text: localized('a negative number is accepted'),
      matches: ({ first }) => first.startsWith('-'),
      examples: [
        { first: '-1', second: 'p', third: 's' },
        { first: '-7', second: 'p', third: 's' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: localized('option r is ignored'),
      matches: ({ third }) => third === 'r',
      examples: [
        { first: 'x', second: 'p', third: 'r' },
        { first: 'y', second: 'p', third: 'r' },
      ],
    },
  ],
};
