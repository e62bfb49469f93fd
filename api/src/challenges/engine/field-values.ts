import { EMPTY_TEXT, type ChallengePayload } from '@qa/shared/catalogue';
import type { FieldValues } from './definition';

/** The browser sends the word 'empty' in the user's language for an empty field (SPEC §5); any of them counts. */
export const EMPTY_WORDS: ReadonlySet<string> = new Set(Object.values(EMPTY_TEXT));

const normalise = (value = ''): string => {
  const trimmed = value.trim();
  return trimmed === '' || EMPTY_WORDS.has(trimmed) ? '' : value;
};

/** The submitted values with every way of saying "empty" turned into ''. */
export const readFieldValues = (payload: ChallengePayload): FieldValues => ({
  first: normalise(payload.first),
  second: normalise(payload.second),
  third: normalise(payload.third),
});
