import { isEmptyField, SLOTS, type ChallengePayload } from '@qa/shared';
import type { ChallengeField } from '../components/form/challengeField';
import { formatValue } from './formatValue';

/** "Label: value" per field that the payload fills, each value as SPEC §5 "Display" shows it. */
export const describeValues = (
  fields: readonly ChallengeField[],
  payload: ChallengePayload,
  emptyText: string,
): string[] =>
  fields.flatMap((field, index) => {
    const slot = SLOTS[index];
    const value = slot && payload[slot];
    if (slot === undefined || value === undefined) return [];
    return [`${field.label}: ${isEmptyField(payload, slot) ? emptyText : formatValue(value)}`];
  });
