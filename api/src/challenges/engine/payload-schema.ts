import type { Slot } from '@qa/shared/catalogue';
import Type from 'typebox';
import type { ChallengeDefinition } from './definition';

/** Long enough for any input a challenge teaches (boundaries, long names), short enough to stay cheap. */
export const MAX_VALUE_LENGTH = 256;
/** A batch holds the stored correct answers of one challenge: one per case and bug, with room to spare. */
export const MAX_BATCH_ITEMS = 50;

const fieldSchema = ({ dropdowns }: ChallengeDefinition, slot: Slot) => {
  const options = dropdowns?.[slot];
  return options ? Type.Enum([...options]) : Type.String({ maxLength: MAX_VALUE_LENGTH });
};

/** The body of POST {challenge url}: every field of the form, plus the step being answered in learn mode. */
export const payloadSchema = (definition: ChallengeDefinition) =>
  Type.Object(
    {
      ...Object.fromEntries(definition.fields.map((slot) => [slot, fieldSchema(definition, slot)])),
      ...(definition.mode === 'learn' && {
        caseNumber: Type.Integer({ minimum: 1, maximum: definition.cases.length }),
      }),
    },
    { additionalProperties: false },
  );

/** The body of POST {challenge url}/batch. */
export const batchSchema = (definition: ChallengeDefinition) =>
  Type.Array(payloadSchema(definition), { maxItems: MAX_BATCH_ITEMS });
