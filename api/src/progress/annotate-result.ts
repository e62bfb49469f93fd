import type { ChallengePayload, ChallengeResult } from '@qa/shared/catalogue';
import type { ChallengeDefinition } from '../challenges/engine/definition';
import { EMPTY_WORDS } from '../challenges/engine/field-values';
import { readOptionValues } from '../challenges/engine/option-inputs';
import { orderedClasses } from '@qa/shared/progress';
import { classifyValues } from './input-classes';

/** The values as typed (blanks kept), the 'empty' word as ''; on generator and gherkin forms the chosen options. */
const typedValues = (definition: ChallengeDefinition, payload: ChallengePayload): string[] => {
  if (definition.resultDropdown) {
    const values = readOptionValues(definition.dropdowns ?? {}, payload);
    return definition.fields.map((slot) => values[slot]);
  }
  return definition.fields.map((slot) => {
    const value = payload[slot] ?? '';
    return EMPTY_WORDS.has(value.trim()) ? '' : value;
  });
};

/**
 * What the learner's progress takes from a submission besides its answer (issue 13): the technique of what it
 * found, for the debrief, and the classes of input it tried. Both name only what the learner sent and found.
 */
export const annotateResult = (
  definition: ChallengeDefinition,
  payload: ChallengePayload,
  result: ChallengeResult,
): ChallengeResult => {
  const caseTechnique = result.caseIndex ? definition.cases[result.caseIndex - 1]?.technique : undefined;
  const bugTechnique = result.bugIndex ? definition.bugs[result.bugIndex - 1]?.technique : undefined;
  const atBoundary = caseTechnique === 'boundaryValues' || bugTechnique === 'boundaryValues';
  return {
    ...result,
    ...(caseTechnique && { caseTechnique }),
    ...(bugTechnique && { bugTechnique }),
    inputClasses: orderedClasses([
      ...classifyValues(typedValues(definition, payload)),
      ...(atBoundary ? ['boundaries'] : []),
    ]),
  };
};
