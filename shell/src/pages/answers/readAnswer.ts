/** What GET {challenge url}/answer/0 shows (SPEC §3 "Answer response"): a list, or a message. */
export type Answer = { kind: 'list'; items: string[] } | { kind: 'message'; text: string };

/** The server's answer as the dialog shows it; undefined for a body of neither shape. */
export const readAnswer = (data: unknown): Answer | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  if ('answers' in data && Array.isArray(data.answers)) {
    return { kind: 'list', items: data.answers.filter((item): item is string => typeof item === 'string') };
  }
  if ('message' in data && typeof data.message === 'string') return { kind: 'message', text: data.message };
  return undefined;
};
