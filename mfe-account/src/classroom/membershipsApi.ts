import { api, checkedBy, toHttpError } from '@qa/shared/api';
import { CLASSROOM_API, membershipPath, type Membership } from '@qa/shared/classroom';
import { MembershipSchema, MembershipsSchema } from '@qa/shared/classroom/schema';
import type { Notice, NoticeKey } from '../errors/accountErrors';
import { failureNotice } from '../errors/failureNotice';

/**
 * The learner's calls on their classes: list, join, leave. They join the page's one API slice (the shell's,
 * shared as `@qa/shared/api`), so they load with the dashboard's classes section only. Every answer is checked
 * against the schema the API answers with.
 */

const NOT_A_MEMBER = 404;

/** Joining a class again answers the same membership: it keeps its place rather than showing twice. */
const withMembership = (list: Membership[], joined: Membership): Membership[] =>
  list.some(({ classId }) => classId === joined.classId)
    ? list.map((membership) => (membership.classId === joined.classId ? joined : membership))
    : [...list, joined];

export const membershipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The classes the learner is in, oldest first. No overlay: the section says it is loading. */
    memberships: build.query<Membership[], void>({
      query: () => ({ path: CLASSROOM_API.memberships, auth: true, background: true }),
      responseSchema: checkedBy(MembershipsSchema),
      providesTags: ['Memberships'],
    }),
    /**
     * Joins the class with `code` under `name`; the server checks both (404 unknown code, 400 a name it cannot
     * show, 409 class full) and says why in the page's language. Joining a class again answers the membership
     * the learner already has. The list takes it as answered; without a list, it is loaded again.
     */
    joinClass: build.mutation<Membership, { code: string; name: string }>({
      query: (body) => ({ method: 'POST', path: CLASSROOM_API.memberships, body, auth: true }),
      responseSchema: checkedBy(MembershipSchema),
      onQueryStarted: (_body, { dispatch, getState, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) => {
            const listed = membershipsApi.endpoints.memberships.select()(getState()).data;
            dispatch(
              listed
                ? membershipsApi.util.updateQueryData('memberships', undefined, (list) =>
                    withMembership(list, data),
                  )
                : membershipsApi.util.invalidateTags(['Memberships']),
            );
          },
          () => undefined,
        ),
    }),
    /**
     * Leaves the class. A 404 counts as left: they are not a member (e.g. they left in another tab), which is
     * what they asked for. The class goes from the list.
     */
    leaveClass: build.mutation<null, string>({
      queryFn: async (classId, _api, _extra, baseQuery) => {
        const result = await baseQuery({ method: 'DELETE', path: membershipPath(classId), auth: true });
        const gone = !result.error || (result.error.kind === 'http' && result.error.status === NOT_A_MEMBER);
        return gone ? { data: null } : { error: result.error };
      },
      onQueryStarted: (classId, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          () =>
            void dispatch(
              membershipsApi.util.updateQueryData('memberships', undefined, (list) =>
                list.filter((membership) => membership.classId !== classId),
              ),
            ),
          () => undefined,
        ),
    }),
  }),
});

export const { useMembershipsQuery, useJoinClassMutation, useLeaveClassMutation } = membershipsApi;

/** What a failed call tells the learner: the server's own message when it sent one, else `fallback`. */
export const callNotice = (error: unknown, fallback: NoticeKey): Notice =>
  failureNotice(toHttpError(error), fallback);
