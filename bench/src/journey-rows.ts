/** Goals 6 to 8 as table rows: the next challenge, submit to result and the repeat visit (journeys.ts). */
import type { Journeys } from './journeys';
import { notMeasured, plainRow, ratioOf, type Row } from './rows';

export const NEXT_CHALLENGE_RATIO_GOAL = 1.2;
export const SUBMIT_TO_RESULT_GOAL_MS = 200;
export const REPEAT_VISIT_LCP_RATIO_GOAL = 1;

export const journeyRows = (journeys: Journeys): Row[] => {
  const next = ratioOf(journeys.nextChallengeMs, journeys.nextChallengeStaticMs);
  const repeat = ratioOf(journeys.repeatVisitLcpMs, journeys.repeatVisitStaticLcpMs);
  return [
    {
      issueGoal: 6,
      name: 'next challenge, same remote: click to form usable (mobile)',
      value: journeys.nextChallengeMs,
      unit: 'ms',
      baseline: journeys.nextChallengeStaticMs,
      ratio: next,
      goal: `<= ${NEXT_CHALLENGE_RATIO_GOAL}x static reload`,
      pass: next !== null && next <= NEXT_CHALLENGE_RATIO_GOAL,
    },
    notMeasured(
      6,
      'next challenge, another remote',
      `<= ${NEXT_CHALLENGE_RATIO_GOAL}x static reload`,
      'the next-challenge link stays within a type, which one remote serves',
    ),
    plainRow(
      7,
      'submit to result painted, p75 of 20 (mobile)',
      journeys.submitToResultP75Ms,
      'ms',
      `< ${SUBMIT_TO_RESULT_GOAL_MS} ms`,
      journeys.submitToResultP75Ms < SUBMIT_TO_RESULT_GOAL_MS,
    ),
    plainRow(
      8,
      'repeat visit: script bytes downloaded',
      journeys.repeatVisitScriptBytes,
      'bytes',
      '0 (chunks cached, entries revalidated)',
      journeys.repeatVisitScriptBytes === 0,
    ),
    {
      issueGoal: 8,
      name: 'repeat visit: LCP (mobile)',
      value: journeys.repeatVisitLcpMs,
      unit: 'ms',
      baseline: journeys.repeatVisitStaticLcpMs,
      ratio: repeat,
      goal: `<= ${REPEAT_VISIT_LCP_RATIO_GOAL}x static`,
      pass: repeat !== null && repeat <= REPEAT_VISIT_LCP_RATIO_GOAL,
    },
  ];
};
