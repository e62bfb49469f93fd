import {
  isEmptyField,
  SLOTS,
  type ChallengePayload,
  type ChallengeResult,
  type Slot,
} from '@qa/shared/catalogue';
import { learnerInputsOf, type LearnerInput, type LearnerInputs } from '@qa/shared/learner-inputs';
import { orderedClasses, type InputClass } from '@qa/shared/progress';
import type { ChallengeDefinition } from '../challenges/engine/definition';
import { readFieldValues } from '../challenges/engine/field-values';
import { readOptionValues } from '../challenges/engine/option-inputs';
import { REGISTERED_CHALLENGES } from '../challenges/registry';
import { isPlainObject, parseBodyText } from '../tester-apis/exchange';
import { classifyValues } from './input-classes';

/** What the catalogue says the learner chose in each slot, by definition (the routes hand over the definition). */
const LEARNER_INPUTS: ReadonlyMap<ChallengeDefinition, LearnerInputs> = new Map(
  REGISTERED_CHALLENGES.map(({ entry, definition }) => [definition, learnerInputsOf(entry)]),
);

/** A value as typed (blanks kept), an empty field as ''. */
const typed = (payload: ChallengePayload, slot: Slot): string =>
  isEmptyField(payload, slot) ? '' : (payload[slot] ?? '');

/** A JSON body's values: strings as sent, numbers as JSON reads them, null as no value; never its keys. */
const jsonValues = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (value === null) return [''];
  if (Array.isArray(value)) return value.flatMap(jsonValues);
  if (isPlainObject(value)) return Object.values(value).flatMap(jsonValues);
  return [];
};

/** A body left out is no value (a GET has none); text that is not JSON is a malformed one. */
const bodyClasses = (text: string): InputClass[] => {
  const { body, invalid } = parseBodyText(text);
  if (invalid) return ['wrongFormat'];
  return body === undefined ? [] : classifyValues(jsonValues(body));
};

/** What the learner added to an API path after its resource ('/users/3' → '3'): the slashes are the API's. */
const endpointClasses = (path: string): InputClass[] => {
  const own = path.replace(/^\/?[^/]*\/?/, '');
  return own === '' ? [] : classifyValues([own]);
};

const slotClasses = (
  definition: ChallengeDefinition,
  payload: ChallengePayload,
  slot: Slot,
  input: LearnerInput,
): InputClass[] => {
  const value = typed(payload, slot);
  if (typeof input === 'object') {
    return typed(payload, input.textWhenEmpty).trim() === '' ? classifyValues([value]) : [];
  }
  switch (input) {
    case 'text':
      return classifyValues([value]);
    case 'testValue':
      return classifyValues([readOptionValues(definition.dropdowns ?? {}, payload)[slot]]);
    case 'endpoint':
      // The path as the API reads it: a pasted full URL or the API's base path is not the learner's value.
      return endpointClasses(
        definition.evaluator === 'api' ? definition.request(readFieldValues(payload)).path : value,
      );
    case 'jsonBody':
      return bodyClasses(value);
  }
};

/**
 * The classes of what the learner chose in a submission: the slots the catalogue names as theirs, never the
 * app's dropdowns or the values it fills in. A definition outside the registry has no entry to say which.
 */
const learnerClasses = (definition: ChallengeDefinition, payload: ChallengePayload): InputClass[] => {
  const inputs = LEARNER_INPUTS.get(definition) ?? {};
  return SLOTS.flatMap((slot) => {
    const input = inputs[slot];
    return input === undefined ? [] : slotClasses(definition, payload, slot, input);
  });
};

/**
 * What the learner's progress takes from a submission besides its answer: the technique of what it
 * found, for the debrief, and the classes of input it tried. Both name only what the learner sent and found.
 */
export const annotateResult = (
  definition: ChallengeDefinition,
  payload: ChallengePayload,
  result: ChallengeResult,
): ChallengeResult => {
  const caseTechnique = result.caseIndex ? definition.cases[result.caseIndex - 1]?.technique : undefined;
  const bugTechnique = result.bugIndex ? definition.bugs[result.bugIndex - 1]?.technique : undefined;
  // A boundary is the learner's only where they chose a value: the hotel's sorts and filters are the app's.
  const chooses = Object.keys(LEARNER_INPUTS.get(definition) ?? {}).length > 0;
  const atBoundary = chooses && (caseTechnique === 'boundaryValues' || bugTechnique === 'boundaryValues');
  return {
    ...result,
    ...(caseTechnique && { caseTechnique }),
    ...(bugTechnique && { bugTechnique }),
    inputClasses: orderedClasses([
      ...learnerClasses(definition, payload),
      ...(atBoundary ? ['boundaries'] : []),
    ]),
  };
};
