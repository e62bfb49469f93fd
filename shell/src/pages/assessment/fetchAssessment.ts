import { environment, http, isHttpError, whenIdentityReady } from '@qa/shared';
import { ASSESSMENT_PATH, AssessmentSchema } from '@qa/shared/assessment';
import { Check } from 'typebox/value';

/** GET api/assessment for a subscriber: what the page shows of it. */
export interface AssessmentContent {
  title: string;
  description: string;
  /** An absolute http(s) address or a data URL of an image; undefined for anything else. */
  imageUrl?: string;
}

/** What the server lets this user see. */
export type AssessmentAccess =
  | { kind: 'content'; content: AssessmentContent }
  /** `subscribed: false`: signed in, but the token carries no active-subscription claim. */
  | { kind: 'subscribe' }
  /** 401: the server does not accept the sign-in (e.g. it ended meanwhile). */
  | { kind: 'signIn' }
  | { kind: 'unreadable' };

/**
 * A base64 data URL of a raster or SVG image: what the server sends today
 * (docs/decisions/0052-assessment-image-as-data-url.md). An <img> never runs an SVG's scripts, so the type alone
 * decides.
 */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The image may be inlined or live on the API server, so a relative address is resolved against the server,
 * not this page. Other schemes (javascript:, blob:, a data URL of another type) are dropped.
 */
const imageAddress = (url: string): string | undefined => {
  if (IMAGE_DATA_URL.test(url)) return url;
  try {
    const resolved = new URL(url, environment.apiBaseUrl);
    return /^https?:$/.test(resolved.protocol) ? resolved.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * What the answer lets the user see, when it fits the route's schema: the content with the image's address
 * resolved (or dropped), or the subscribe prompt. The server's own sentence is not shown: the page words the
 * prompt in its texts.
 */
export const readAssessment = (data: unknown): AssessmentAccess => {
  if (!Check(AssessmentSchema, data)) return { kind: 'unreadable' };
  if (!data.subscribed) return { kind: 'subscribe' };
  const { title, description, imageUrl } = data;
  return { kind: 'content', content: { title, description, imageUrl: imageAddress(imageUrl) } };
};

const request = async (signal: AbortSignal): Promise<AssessmentAccess> => {
  try {
    return readAssessment(await http.get<unknown>(ASSESSMENT_PATH, { auth: true, signal }));
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return { kind: 'signIn' };
    throw error;
  }
};

/**
 * The assessment for the signed-in user. Without the subscription it is asked once more with a fresh token: the
 * admin script sets the claim on the account, and a token minted before that would otherwise hide it for up to an
 * hour.
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
