import { http, isHttpError, isPlainObject } from '@qa/shared';
import { CLASSROOM_API, membershipPath, type Membership } from '@qa/shared/classroom';
import type { Notice, NoticeKey } from '../errors/accountErrors';
import { failureNotice } from '../errors/failureNotice';

/**
 * The learner's calls on their classes: list, join, leave. Loaded by the dashboard's classes
 * section on its own, so the account remote's first load does not carry them. None throws: a failure comes
 * back as the notice to show.
 */

export type CallResult<T> = { ok: true; value: T } | { ok: false; notice: Notice };

const NOT_A_MEMBER = 404;

/** A date the page can format: Intl throws on an invalid one. */
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

const isMembership = (value: unknown): value is Membership =>
  isPlainObject(value) &&
  typeof value.classId === 'string' &&
  typeof value.className === 'string' &&
  typeof value.name === 'string' &&
  isDate(value.joinedAt);

/** The call's answer when it has the expected shape; any failure or other answer is the notice `fallback`. */
const call = async <T>(
  send: () => Promise<unknown>,
  fits: (answer: unknown) => answer is T,
  fallback: NoticeKey,
): Promise<CallResult<T>> => {
  let answer: unknown;
  try {
    answer = await send();
  } catch (error) {
    return { ok: false, notice: failureNotice(error, fallback) };
  }
  return fits(answer) ? { ok: true, value: answer } : { ok: false, notice: { key: fallback } };
};

const isMembershipList = (value: unknown): value is Membership[] =>
  Array.isArray(value) && value.every(isMembership);

/** The classes the learner is in, oldest first. No overlay: the section says it is loading. */
export const fetchMemberships = (): Promise<CallResult<Membership[]>> =>
  call(
    () => http.get<unknown>(CLASSROOM_API.memberships, { auth: true, background: true }),
    isMembershipList,
    'classesLoadFailed',
  );

/**
 * Joins the class with `code` under `name`; the server checks both (404 unknown code, 400 a name it cannot
 * show, 409 class full) and says why in the page's language. Joining a class again answers the membership
 * the learner already has.
 */
export const joinClass = (code: string, name: string): Promise<CallResult<Membership>> =>
  call(
    () => http.post<unknown>(CLASSROOM_API.memberships, { code, name }, { auth: true }),
    isMembership,
    'classJoinFailed',
  );

/**
 * Leaves the class; null when the learner is no longer in it. A 404 counts as left: they are not a member
 * (e.g. they left in another tab), which is what they asked for.
 */
export const leaveClass = async (classId: string): Promise<Notice | null> => {
  try {
    await http.delete(membershipPath(classId), { auth: true });
  } catch (error) {
    if (isHttpError(error) && error.kind === 'http' && error.status === NOT_A_MEMBER) return null;
    return failureNotice(error, 'classLeaveFailed');
  }
  return null;
};
