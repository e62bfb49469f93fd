import { EMPTY_OPTION_INDEX, type ChallengePayload, type Slot } from '@qa/shared/catalogue';
import type { FieldValues } from './definition';

/** Generator and gherkin inputs are dropdowns whose payload value is the chosen option's index. */

/** The indexes a generator or gherkin input accepts: '0' to '5'. */
export const OPTION_INDEXES: readonly string[] = Array.from({ length: EMPTY_OPTION_INDEX + 1 }, (_, index) =>
  String(index),
);

/** The values behind the chosen indexes: what the app computes with ('' for the empty option). */
export const readOptionValues = (
  dropdowns: Readonly<Partial<Record<Slot, readonly string[]>>>,
  payload: ChallengePayload,
): FieldValues => {
  const value = (slot: Slot): string => dropdowns[slot]?.[Number(payload[slot])] ?? '';
  return { first: value('first'), second: value('second'), third: value('third') };
};
