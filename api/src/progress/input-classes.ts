import { orderedClasses, type InputClass } from '@qa/shared/progress';

/**
 * The classes of input a careful tester tries, named from the submitted values alone: what they are,
 * never what the challenge does with them, so naming them tells nothing of its hidden cases. Whether a value
 * sits at a boundary is known only from what it found (`boundaries`, annotate-result.ts).
 */

/** Long enough that no ordinary value of a challenge is this long. */
export const VERY_LONG = 50;

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
const ZERO = /^[+-]?(0+([.,]0*)?|[.,]0+)$/;
const NON_LATIN_LETTER = /(?=\p{L})\P{Script=Latin}/u;
const SYMBOL = /[!"#$%&'()*+/:;=?@[\\\]^_`{|}~]/;
const MARKUP = /<\/?[a-z!][^>]*>|&[a-z]+;|&#\d+;|javascript:/i;
/** Digits and letters run together ("12abc", "1e3", "O0"), or a number with two decimal points. */
const WRONG_FORMAT = /(\d[\p{L}]|\p{L}\d)|^[+-]?\d+[.,]\d+[.,]/u;

const classesOf = (value: string): InputClass[] => {
  const trimmed = value.trim();
  if (trimmed === '') return ['empty'];
  const classes: InputClass[] = [];
  if (trimmed !== value) classes.push('blanksAround');
  if (ZERO.test(trimmed)) classes.push('zero');
  else if (trimmed.startsWith('-') && NUMBER.test(trimmed)) classes.push('negative');
  if (value.length >= VERY_LONG) classes.push('veryLong');
  if (NON_LATIN_LETTER.test(value)) classes.push('nonLatin');
  if (MARKUP.test(value)) classes.push('markup');
  else if (SYMBOL.test(value)) classes.push('symbols');
  if (WRONG_FORMAT.test(trimmed)) classes.push('wrongFormat');
  return classes;
};

/** The classes of every value of one submission, each once, in their canonical order. */
export const classifyValues = (values: readonly string[]): InputClass[] =>
  orderedClasses(values.flatMap(classesOf));
