import { LANGUAGES } from '@qa/shared/catalogue';
import type { Localized } from '../i18n/localized';
import { normalized, startsWithStem } from './words';

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
  const alike = (one: string, other: string) => one.startsWith(other) || other.startsWith(one);
  /** How many messages have a word like `stem`. */
  const sharedBy = (stem: string) =>
    all.filter((stems) => [...stems].some((other) => alike(stem, other))).length;
  return messages.map((message, index) => {
    const own = [...(all[index] ?? [])];
    const distinct = own.filter((stem) => sharedBy(stem) === 1);
    // Twins ("The From date does not exist.", "The To date ..."): a word the two share names either.
    return {
      texts: textsOf(message),
      stems: distinct.length > 0 ? distinct : own.filter((stem) => sharedBy(stem) === 2),
    };
  });
};

/**
 * The indexes of the messages `text` names. A word read through a typo names a message only where it is not
 * another message's word as written ("різносторонній" is scalene, though one letter from "рівносторонній").
 */
export const namedMessages = (text: string, names: readonly MessageNames[]): number[] => {
  const normal = normalized(text);
  const said = ` ${normal} `;
  const named = new Set(
    names.flatMap(({ texts }, index) =>
      texts.some((message) => message !== '' && said.includes(` ${message} `)) ? [index] : [],
    ),
  );
  const naming = (word: string, matches: (word: string, stem: string) => boolean) =>
    names.flatMap(({ stems }, index) => (stems.some((stem) => matches(word, stem)) ? [index] : []));
  for (const word of new Set(normal.split(' '))) {
    const exact = naming(word, (said, stem) => said.startsWith(stem));
    const found = exact.length > 0 ? exact : naming(word, startsWithStem);
    for (const index of found) named.add(index);
  }
  return [...named].sort((a, b) => a - b);
};

/**
 * A text naming more than this share of the form's messages (and three or more) lists what the form can say: a
 * result names one, and a careful one may name another it is not, or a word of a third in passing.
 */
const LIST_SHARE = 0.5;

/** Which message an answer of the form is: the one it is word for word (filled with values), else the one it names. */
export const messageOf = (answer: string, names: readonly MessageNames[]): number | undefined => {
  const said = ` ${normalized(answer)} `;
  const whole = names.findIndex(({ texts }) =>
    texts.some((text) => text.split(' ').every((word) => said.includes(` ${word} `))),
  );
  if (whole >= 0) return whole;
  const [named, ...others] = namedMessages(answer, names);
  return others.length === 0 ? named : undefined;
};

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
  const message = messageOf(wanted, names);
  if (message === undefined) return false;
  const values = numbersIn(wanted);
  const sameValues = values.size === 0 || [...numbersIn(text)].every((number) => values.has(number));
  return namedMessages(text, names).includes(message) && !isList(text, names) && sameValues;
};

/**
 * `text` names more than `share` of `names` (three or more): a list of what the page says or offers, not a result.
 * An answer that is a list of places names many of the options it was searched with, so they take a higher share.
 */
export const isList = (text: string, names: readonly MessageNames[], share = LIST_SHARE): boolean => {
  const named = namedMessages(text, names).length;
  return named >= 3 && named > share * names.length;
};

/** The share of the options a page offers that a result naming them all but one or two reaches. */
export const OFFERED_LIST_SHARE = 0.8;

/** An API's answer names one status code, or two where it says one instead of the other: three are a list. */
export const listsStatusCodes = (text: string): boolean =>
  new Set(
    normalized(text)
      .split(' ')
      .filter((word) => /^[1-5]\d\d$/.test(word)),
  ).size >= 3;
