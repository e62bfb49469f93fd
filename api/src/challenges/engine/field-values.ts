import { isEmptyField, SLOTS, type ChallengePayload } from '@qa/shared/catalogue';
import type { FieldValues } from './definition';

/** The submitted values with every empty field (isEmptyField) and every blank one as ''. */
export const readFieldValues = (payload: ChallengePayload): FieldValues => {
  const valueOf = (slot: (typeof SLOTS)[number]) => {
    const value = payload[slot] ?? '';
    return isEmptyField(payload, slot) || value.trim() === '' ? '' : value;
  };
  return { first: valueOf('first'), second: valueOf('second'), third: valueOf('third') };
};
