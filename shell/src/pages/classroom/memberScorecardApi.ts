import { api, checkedBy } from '@qa/shared/api';
import { classMemberInterviewPath } from '@qa/shared/classroom';
import { ScorecardSchema, type Scorecard } from '@qa/shared/interview/schema';

export interface MemberScorecardArgs {
  classId: string;
  memberId: string;
  sessionId: string;
  /** The page's language: its texts are in it, so a change of language loads the scorecard again. */
  language: string;
}

/** The trainer's call for a member's scorecard, with the identity token, checked against the API's schema. */
export const memberScorecardApi = api.injectEndpoints({
  endpoints: (build) => ({
    memberScorecard: build.query<Scorecard, MemberScorecardArgs>({
      query: ({ classId, memberId, sessionId }) => ({
        path: classMemberInterviewPath(classId, memberId, sessionId),
        auth: true,
      }),
      responseSchema: checkedBy(ScorecardSchema),
    }),
  }),
});

export const { useMemberScorecardQuery } = memberScorecardApi;
