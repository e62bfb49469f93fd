import { MAX_BEFORE_REQUESTS, MAX_VALUE_LENGTH, type Slot } from '@qa/shared/catalogue';
import Type from 'typebox';
import type { ChallengeDefinition } from './definition';
import { OPTION_INDEXES } from './option-inputs';

/** A batch holds the stored correct answers of one challenge: one per case and bug, with room to spare. */
export const MAX_BATCH_ITEMS = 50;

const fieldSchema = ({ dropdowns, resultDropdown }: ChallengeDefinition, slot: Slot) => {
  const options = dropdowns?.[slot];
  if (!options) return Type.String({ maxLength: MAX_VALUE_LENGTH });
  // Generator and gherkin dropdowns send the chosen option's index (option-inputs.ts), the others its text.
  return Type.Enum(resultDropdown ? [...OPTION_INDEXES] : [...options]);
};

/**
 * The body of POST {challenge url}: every field of the form and the fields left empty, plus the step being
 * answered in learn mode, or the chosen result (an index into caseResults) on generator and gherkin forms.
 */
export const payloadSchema = (definition: ChallengeDefinition) =>
  Type.Object(
    {
      ...Object.fromEntries(definition.fields.map((slot) => [slot, fieldSchema(definition, slot)])),
      ...(definition.evaluator === 'learn' && {
        caseNumber: Type.Integer({ minimum: 1, maximum: definition.cases.length }),
      }),
      // A stored API answer keeps the requests that set up its state (read on restore only).
      ...(definition.evaluator === 'api' && {
        before: Type.Optional(
          Type.Array(
            Type.Object(
              Object.fromEntries(
                definition.fields.map((slot) => [
                  slot,
                  Type.Optional(Type.String({ maxLength: MAX_VALUE_LENGTH })),
                ]),
              ),
              { additionalProperties: false },
            ),
            { maxItems: MAX_BEFORE_REQUESTS },
          ),
        ),
      }),
      // A form of fields names those left empty; generator and gherkin forms send option indexes instead.
      ...(!definition.resultDropdown && {
        emptyFields: Type.Optional(
          Type.Array(Type.Enum([...definition.fields]), {
            maxItems: definition.fields.length,
            uniqueItems: true,
          }),
        ),
      }),
      ...(definition.resultDropdown && {
        expectedResult: Type.Integer({ minimum: 0, maximum: definition.resultDropdown.results.length - 1 }),
      }),
    },
    { additionalProperties: false },
  );

/** The body of POST {challenge url}/batch. */
export const batchSchema = (definition: ChallengeDefinition) =>
  Type.Array(payloadSchema(definition), { maxItems: MAX_BATCH_ITEMS });
