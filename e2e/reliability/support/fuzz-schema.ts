/**
 * Valid values of a JSON schema, as fast-check arbitraries: the fuzz sends bodies, path parameters and queries
 * the API accepts, so its handlers are reached, besides the hostile ones it refuses. Only the keywords the API's
 * schemas use (TypeBox route schemas, the OpenAPI document built from them) are read.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: readonly unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
}

/** Valid is not long: most values stay short, and long ones have generators of their own. */
const SHORT_TEXT = 24;
/** A parameter without a maximum (an id) stays near its minimum, so it names something that exists. */
const NEAR_MINIMUM = 20;
/** Arrays (batches) stay small: a batch of 50 costs the same as 5 for what the fuzz looks for. */
const FEW_ITEMS = 5;

const numberText = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);

const validText = ({ pattern, minLength = 0, maxLength = SHORT_TEXT }: JsonSchema): fc.Arbitrary<string> => {
  if (pattern !== undefined) return fc.stringMatching(new RegExp(pattern));
  const text = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, SHORT_TEXT) });
  // Challenges read numbers from text fields: numbers reach more of their rules than words do.
  return minLength > 0 ? text : fc.oneof(text, numberText);
};

export const validValue = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  switch (schema.type) {
    case 'object': {
      const model = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validValue(property)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        maxLength: Math.min(schema.maxItems ?? FEW_ITEMS, FEW_ITEMS),
      });
    case 'integer': {
      const min = schema.minimum ?? -1000;
      return fc.integer({ min, max: schema.maximum ?? min + NEAR_MINIMUM });
    }
    case 'number':
      return fc.oneof(
        fc.integer({ min: -1000, max: 1000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'string':
      return validText(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};
