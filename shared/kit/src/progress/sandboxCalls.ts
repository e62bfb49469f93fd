import {
  http,
  isPlainObject,
  isTesterKey,
  readString,
  STORAGE_KEYS,
  TESTER_KEY_HEADER,
  writeString,
  type ChallengeEntry,
  type SandboxFindings,
} from '@qa/shared';

/** The stored tester key, if it is one; a corrupted entry is ignored and replaced by the next fresh key. */
export const storedTesterKey = (): string | undefined => {
  const key = readString(STORAGE_KEYS.testerKey);
  return isTesterKey(key) ? key : undefined;
};

/** Names the tester's sandbox on a call; none before the server has given a key. */
export const testerKeyHeaders = (): Record<string, string> => {
  const key = storedTesterKey();
  return key ? { [TESTER_KEY_HEADER]: key } : {};
};

const isSandboxFindings = (value: unknown): value is SandboxFindings =>
  isPlainObject(value) &&
  isTesterKey(value.testerKey) &&
  Array.isArray(value.found) &&
  value.found.every((item) => isPlainObject(item) && isPlainObject(item.payload));

/**
 * GET {challenge url}/sandbox: the tester's key (kept for the next calls) and what their own tools found. A call
 * the user did not make: no overlay, and a failure is only a missed look (the next one comes soon).
 */
export const fetchSandboxFindings = async (
  challenge: ChallengeEntry<string>,
  signal?: AbortSignal,
): Promise<SandboxFindings | undefined> => {
  try {
    const answer = await http.get<unknown>(`${challenge.path}/sandbox`, {
      headers: testerKeyHeaders(),
      background: true,
      signal,
    });
    if (!isSandboxFindings(answer)) return undefined;
    writeString(STORAGE_KEYS.testerKey, answer.testerKey);
    return answer;
  } catch {
    return undefined;
  }
};

/** POST {challenge url}/sandbox/reset: Reset on the page starts the challenge over in the sandbox too. */
export const resetSandbox = (challenge: ChallengeEntry<string>): Promise<unknown> =>
  http
    .post(`${challenge.path}/sandbox/reset`, {}, { headers: testerKeyHeaders(), background: true })
    .catch(() => undefined);
