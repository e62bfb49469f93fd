import { EMPTY_TEXT, type ChallengePayload, type ChallengeResult, type Language } from '@qa/shared/catalogue';
import { Compile } from 'typebox/compile';
import type { Localized } from '../../i18n/localized';
import { freshSandbox } from '../../sandbox/sandbox';
import { formatExample } from './answers';
import { evaluateApi } from './api';
import type { ChallengeDefinition, ExampleInput } from './definition';
import { evaluate } from './evaluate';
import { payloadSchema } from './payload-schema';
import { findingText, type Technique } from './techniques';

/** One case or bug of a challenge and whether the example it gives really finds it. */
export interface ReachabilityRow {
  kind: 'case' | 'bug';
  /** 1-based, as caseIndex and bugIndex count. */
  number: number;
  technique: Technique;
  /** "Technique: what was found", as the page names it. */
  text: string;
  /** The example as a tester reads it: the values in field order, then the chosen result where there is one. */
  example: string;
  /** The body the form would send for the example. */
  payload: ChallengePayload;
  /** The example finds exactly this case or bug. */
  reached: boolean;
  /** What judging the example gave, to say why a row is not reached. */
  outcome: string;
}

/**
 * What the browser sends for an example: every field, the 'empty' word for a blank one (the route's schema wants
 * every field); on a learn form the step being answered, and the chosen result where the form has one.
 */
const payloadOf = (
  definition: ChallengeDefinition,
  example: ExampleInput,
  caseNumber: number | undefined,
): ChallengePayload => ({
  ...Object.fromEntries(definition.fields.map((slot) => [slot, example[slot] || EMPTY_TEXT.en])),
  ...(caseNumber !== undefined && { caseNumber }),
  ...(example.expectedResult !== undefined && { expectedResult: example.expectedResult }),
});

/**
 * A learn bug shows only in the answer to a step the values follow, so it is judged at the first such step
 * (the one a tester following the list reaches first); undefined when no step accepts the values.
 */
const stepFollowedBy = (definition: ChallengeDefinition, example: ExampleInput): number | undefined => {
  if (definition.mode !== 'learn') return undefined;
  const step = definition.cases.findIndex((each) =>
    definition.fields.every((slot) => each.accepts[slot]?.(example[slot] ?? '') ?? true),
  );
  return step < 0 ? undefined : step + 1;
};

const describeResult = (result: ChallengeResult): string => {
  const found = [
    ...(result.caseIndex !== undefined ? [`case ${result.caseIndex}`] : []),
    ...(result.bugIndex !== undefined ? [`bug ${result.bugIndex}`] : []),
  ];
  return found.length > 0
    ? `found ${found.join(' and ')}`
    : `found nothing: ${JSON.stringify(result.message)}`;
};

/**
 * Judges every case's and bug's example as the challenge's route does: checked against the route's body schema,
 * then evaluated; an API-testing request in a fresh sandbox, as a restored answer is. A learn case is answered
 * at its own step. Deterministic, so it serves both the check:challenge script and a regression test.
 */
export function reachability(definition: ChallengeDefinition, language: Language = 'en'): ReachabilityRow[] {
  const validBody = Compile(payloadSchema(definition));
  const judge = (payload: ChallengePayload): ChallengeResult =>
    definition.mode === 'api'
      ? evaluateApi(definition, freshSandbox(), payload, language)
      : evaluate(definition, payload, language);

  const row = (
    kind: ReachabilityRow['kind'],
    index: number,
    finding: { technique: Technique; text: Localized; example: ExampleInput },
  ): ReachabilityRow => {
    const number = index + 1;
    const step =
      definition.mode !== 'learn'
        ? undefined
        : kind === 'case'
          ? number
          : stepFollowedBy(definition, finding.example);
    const payload = payloadOf(definition, finding.example, step);
    const base = {
      kind,
      number,
      technique: finding.technique,
      text: findingText(finding, language),
      example:
        formatExample(definition, finding.example, language) + (step === undefined ? '' : ` (step ${step})`),
      payload,
    };
    if (definition.mode === 'learn' && step === undefined) {
      return { ...base, reached: false, outcome: 'no learn step accepts these values' };
    }
    if (!validBody.Check(payload)) {
      return { ...base, reached: false, outcome: "the route's schema rejects this body" };
    }
    const result = judge(payload);
    const reached = (kind === 'case' ? result.caseIndex : result.bugIndex) === number;
    return { ...base, reached, outcome: describeResult(result) };
  };

  return [
    ...definition.cases.map((found, index) => row('case', index, found)),
    ...definition.bugs.map((bug, index) => row('bug', index, bug)),
  ];
}
