import { SLOTS, type ChallengePayload } from '@qa/shared';
import type { ChallengeField } from '../components/challengeField';
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
    return value === undefined ? [] : [`${field.label}: ${formatValue(value, emptyText)}`];
  });
