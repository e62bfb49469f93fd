import { http, isHttpError, isPlainObject, type ChallengeEntry } from '@qa/shared';

/** What a hint request came to: the hint, a request to sign in (401), or a failure. */
export type HintOutcome = { kind: 'hint'; message: string } | { kind: 'signIn' } | { kind: 'error' };

/** GET {challenge url}/answer/{level}?caseIndex={n}: the hint of that level for case n; signed-in users only. */
export const requestHint = async (
  challenge: ChallengeEntry<string>,
  level: number,
  caseNumber: number,
): Promise<HintOutcome> => {
  try {
    const answer = await http.get<unknown>(`${challenge.path}/answer/${level}?caseIndex=${caseNumber}`, {
      auth: true,
    });
    return isPlainObject(answer) && typeof answer.message === 'string'
      ? { kind: 'hint', message: answer.message }
      : { kind: 'error' };
  } catch (error) {
    // An expired or refused token is the same situation as being signed out.
    return isHttpError(error) && error.status === 401 ? { kind: 'signIn' } : { kind: 'error' };
  }
};
