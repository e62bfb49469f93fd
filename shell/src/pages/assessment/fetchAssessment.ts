import { environment, http, isHttpError, whenIdentityReady } from '@qa/shared';

/** GET api/assessment for a subscriber. */
export interface AssessmentContent {
  title: string;
  description: string;
  /** Absolute; undefined when the server's address is not an http(s) one. */
  imageUrl?: string;
}

/** What the server lets this user see. */
export type AssessmentAccess =
  | { kind: 'content'; content: AssessmentContent }
  /** 403: signed in, but the token carries no active-subscription claim. */
  | { kind: 'subscribe' }
  /** 401: the server does not accept the sign-in (e.g. it ended meanwhile). */
  | { kind: 'signIn' }
  | { kind: 'unreadable' };

/** The image lives on the API server, so a relative address is resolved against it, not this page. */
const imageAddress = (url: string): string | undefined => {
  try {
    const resolved = new URL(url, environment.apiBaseUrl);
    return /^https?:$/.test(resolved.protocol) ? resolved.href : undefined;
  } catch {
    return undefined;
  }
};

const readContent = (data: unknown): AssessmentContent | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { title, description, imageUrl } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof description !== 'string') return undefined;
  return { title, description, imageUrl: typeof imageUrl === 'string' ? imageAddress(imageUrl) : undefined };
};

const request = async (signal: AbortSignal): Promise<AssessmentAccess> => {
  try {
    const content = readContent(await http.get<unknown>('api/assessment', { auth: true, signal }));
    return content ? { kind: 'content', content } : { kind: 'unreadable' };
  } catch (error) {
    if (isHttpError(error) && error.status === 403) return { kind: 'subscribe' };
    if (isHttpError(error) && error.status === 401) return { kind: 'signIn' };
    throw error;
  }
};

/**
 * The assessment for the signed-in user. A 403 is asked once more with a fresh token: the admin script sets
 * the claim on the account, and a token minted before that would otherwise hide it for up to an hour.
 */
export const fetchAssessment = async (signal: AbortSignal): Promise<AssessmentAccess> => {
  const first = await request(signal);
  if (first.kind !== 'subscribe') return first;
  try {
    await (await whenIdentityReady()).getIdToken(true);
  } catch {
    return first; // No fresh token, no new answer: the prompt stands.
  }
  return request(signal);
};
