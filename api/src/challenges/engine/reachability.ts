import { EMPTY_TEXT, type ChallengePayload, type ChallengeResult, type Language } from '@qa/shared/catalogue';
import { Compile } from 'typebox/compile';
import type { Localized } from '../../i18n/localized';
import { freshSandbox } from '../../sandbox/sandbox';
import { formatExample } from './answers';
import { evaluateApi } from './api';
import type { ChallengeDefinition, ExampleInput, Examples } from './definition';
import { evaluate } from './evaluate';
import { followsStep } from './learn';
import { readOptionValues } from './option-inputs';
import { payloadSchema } from './payload-schema';
import { findingText, type Technique } from './techniques';

/** One example of a case or bug and whether it really finds that case or bug. */
export interface ReachabilityRow {
  kind: 'case' | 'bug';
  /** 1-based, as caseIndex and bugIndex count. */
  number: number;
  /** Which of the finding's examples, 1-based. */
  exampleNumber: number;
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
  if (definition.evaluator !== 'learn') return undefined;
  // A generator or gherkin form's example holds option indexes; its steps judge the values behind them.
  const values = definition.resultDropdown
    ? readOptionValues(definition.dropdowns ?? {}, example)
    : { first: '', second: '', third: '', ...example };
  const step = definition.cases.findIndex((each) => followsStep(definition.fields, each, values));
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
 * Judges every example of every case and bug as the challenge's route does: checked against the route's body schema,
 * then evaluated; an API-testing request in a fresh sandbox, as a restored answer is. A learn case is answered
 * at its own step. Deterministic, so it serves both the check:challenge script and a regression test.
 */
export function reachability(definition: ChallengeDefinition, language: Language = 'en'): ReachabilityRow[] {
  const validBody = Compile(payloadSchema(definition));
  const judge = (payload: ChallengePayload, before: readonly ExampleInput[]): ChallengeResult => {
    if (definition.evaluator !== 'api') return evaluate(definition, payload, language);
    const sandbox = freshSandbox();
    for (const request of before)
      evaluateApi(definition, sandbox, payloadOf(definition, request, undefined), language);
    return evaluateApi(definition, sandbox, payload, language);
  };

  const row = (
    kind: ReachabilityRow['kind'],
    number: number,
    finding: { technique: Technique; text: Localized },
    example: ExampleInput,
    exampleNumber: number,
  ): ReachabilityRow => {
    const step =
      definition.evaluator !== 'learn'
        ? undefined
        : kind === 'case'
          ? number
          : stepFollowedBy(definition, example);
    const payload = payloadOf(definition, example, step);
    const base = {
      kind,
      number,
      exampleNumber,
      technique: finding.technique,
      text: findingText(finding, language),
      example: formatExample(definition, example, language) + (step === undefined ? '' : ` (step ${step})`),
      payload,
    };
    if (definition.evaluator === 'learn' && step === undefined) {
      return { ...base, reached: false, outcome: 'no learn step accepts these values' };
    }
    if (!validBody.Check(payload)) {
      return { ...base, reached: false, outcome: "the route's schema rejects this body" };
    }
    const result = judge(payload, example.before ?? []);
    const reached = (kind === 'case' ? result.caseIndex : result.bugIndex) === number;
    return { ...base, reached, outcome: describeResult(result) };
  };

  const rows = (
    kind: ReachabilityRow['kind'],
    findings: readonly { technique: Technique; text: Localized; examples: Examples }[],
  ) =>
    findings.flatMap((finding, index) =>
      finding.examples.map((example, exampleIndex) =>
        row(kind, index + 1, finding, example, exampleIndex + 1),
      ),
    );
  return [...rows('case', definition.cases), ...rows('bug', definition.bugs)];
}
