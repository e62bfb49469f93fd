/** Goals 6 to 8 as table rows: the next challenge, a submission and the repeat visit (journeys.ts). */
import type { Journeys } from './journeys';
import { notMeasured, plainRow, ratioOf, type Row } from './rows';

export const NEXT_CHALLENGE_RATIO_GOAL = 1.2;
/** INP's sense of a press of Submit: to the first paint after it, which shows the form pending. */
export const SUBMIT_INP_GOAL_MS = 100;
/** The page's own work once the answer has arrived, at 4x CPU: what re-rendering the result costs. */
export const ANSWER_TO_PAINT_GOAL_MS = 50;
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
      `Submit: interaction to next paint, p75 of ${journeys.submissions.length} (mobile)`,
      journeys.submitInpP75Ms,
      'ms',
      `< ${SUBMIT_INP_GOAL_MS} ms`,
      journeys.submitInpP75Ms < SUBMIT_INP_GOAL_MS,
    ),
    plainRow(
      7,
      `Submit: answer received to result painted, p75 of ${journeys.submissions.length} (4x CPU)`,
      journeys.answerToPaintP75Ms,
      'ms',
      `< ${ANSWER_TO_PAINT_GOAL_MS} ms`,
      journeys.answerToPaintP75Ms < ANSWER_TO_PAINT_GOAL_MS,
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
