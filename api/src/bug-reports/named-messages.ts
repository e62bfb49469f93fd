import { LANGUAGES } from '@qa/shared/catalogue';
import type { Localized } from '../i18n/localized';
import { mentions, normalized, startsWithStem } from './words';

/**
 * Which of a form's messages a tester's text names, read as a reviewer reads an expected or actual result: by
 * the message itself in any language, or by a word only that message has ("Scalene", "isosceles", "re-subscription"),
 * whatever words surround it. A text naming several is a list of what the form can say, not a result.
 */

/** A word's stem: Slavic endings and English plurals change the last letters of a word, not its start. */
const stemOf = (word: string): string => word.slice(0, Math.max(4, word.length - 2));

/** What a message is known by: itself in each language, and the stems no other message has. */
export interface MessageNames {
  texts: readonly string[];
  stems: readonly string[];
}

/** The form's messages, each with what names it; a placeholder ({{from}}) is no part of its words. */
export const messageNames = (messages: readonly Localized[]): MessageNames[] => {
  const textsOf = (message: Localized) =>
    LANGUAGES.map((language) => normalized(message[language].replace(/\{\{\w+\}\}/g, ' ')));
  const stemsOf = (message: Localized) =>
    new Set(
      textsOf(message)
        .flatMap((text) => text.split(' '))
        .filter((word) => word.length >= 4 && !/\d/.test(word))
        .map(stemOf),
    );
  const all = messages.map(stemsOf);
  // Distinct as a reader finds words: a stem another message's word would be taken for, a typo aside, is not.
  const alike = (one: string, other: string) => startsWithStem(one, other) || startsWithStem(other, one);
  return messages.map((message, index) => ({
    texts: textsOf(message),
    stems: [...(all[index] ?? [])].filter((stem) =>
      all.every((others, at) => at === index || ![...others].some((other) => alike(stem, other))),
    ),
  }));
};

/** The indexes of the messages `text` names. */
export const namedMessages = (text: string, names: readonly MessageNames[]): number[] => {
  const said = ` ${normalized(text)} `;
  return names.flatMap(({ texts, stems }, index) =>
    texts.some((whole) => whole !== '' && said.includes(` ${whole} `)) || mentions(text, stems)
      ? [index]
      : [],
  );
};

/**
 * A text naming more than this share of the form's messages (and three or more) lists what the form can say: a
 * result names one, and a careful one may name another it is not, or a word of a third in passing.
 */
const LIST_SHARE = 0.5;

/** The numbers a text states, as whole tokens: the dates and amounts a message was filled with. */
const numbersIn = (text: string): Set<string> =>
  new Set(
    normalized(text)
      .split(' ')
      .filter((word) => /\d/.test(word)),
  );

/**
 * `text` names the message `wanted` names, and is not a list of what the form can say; where `wanted` was filled
 * with values (a booking's dates), the numbers `text` states are among them.
 */
export const namesMessageOf = (text: string, wanted: string, names: readonly MessageNames[]): boolean => {
  const [message, ...others] = namedMessages(wanted, names);
  if (message === undefined || others.length > 0) return false;
  const named = namedMessages(text, names);
  const isList = named.length >= 3 && named.length > LIST_SHARE * names.length;
  const values = numbersIn(wanted);
  const sameValues = values.size === 0 || [...numbersIn(text)].every((number) => values.has(number));
  return named.includes(message) && !isList && sameValues;
};
