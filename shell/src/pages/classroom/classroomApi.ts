import { api, checkedBy } from '@qa/shared/api';
import {
  CLASSROOM_API,
  classAssignmentPath,
  classAssignmentsPath,
  classChallengesPath,
  classMemberPath,
  classPath,
  classCodePath,
  classRemovalsPath,
  classTermsPath,
  classWeakSpotsPath,
} from '@qa/shared/classroom';
import {
  ArchivedTermsSchema,
  AssignmentListSchema,
  AssignmentSchema,
  ClassDetailsSchema,
  ClassSummariesSchema,
  ClassSummarySchema,
  ChosenChallengesSchema,
  LearnerDetailSchema,
  WeakSpotsSchema,
  RemovalsSchema,
  type ArchivedTerm,
  type Assignment,
  type AssignmentList,
  type ClassDetails,
  type NewAssignment,
  type ClassSummary,
  type ChosenChallenges,
  type Removals,
  type LearnerDetail,
  type WeakSpots,
} from '@qa/shared/classroom/schema';

/**
 * The trainer's calls, all with the identity token; every answer is checked against the schema the API answers
 * with. A class's grid, terms and assignments carry the class's tag: what changes the grid (a fresh start, a learner
 * removed, an assignment set or deleted) loads them again.
 */
export const classroomApi = api.injectEndpoints({
  endpoints: (build) => ({
    classes: build.query<ClassSummary[], void>({
      query: () => ({ path: CLASSROOM_API.classes, auth: true }),
      responseSchema: checkedBy(ClassSummariesSchema),
      providesTags: ['Classes'],
    }),
    /** The server refuses a name it cannot show (400) or a trainer with too many classes (409), with its message. */
    createClass: build.mutation<ClassSummary, string>({
      query: (name) => ({ method: 'POST', path: CLASSROOM_API.classes, body: { name }, auth: true }),
      responseSchema: checkedBy(ClassSummarySchema),
      // The new class goes first in the list as the server answered it, without loading the list again.
      onQueryStarted: (_name, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) =>
            void dispatch(
              classroomApi.util.updateQueryData('classes', undefined, (classes) => [data, ...classes]),
            ),
          () => undefined,
        ),
    }),
    classDetails: build.query<ClassDetails, string>({
      query: (classId) => ({ path: classPath(classId), auth: true }),
      responseSchema: checkedBy(ClassDetailsSchema),
      providesTags: (_details, _error, classId) => [{ type: 'Class', id: classId }],
    }),
    terms: build.query<ArchivedTerm[], string>({
      query: (classId) => ({ path: classTermsPath(classId), auth: true, background: true }),
      responseSchema: checkedBy(ArchivedTermsSchema),
      providesTags: (_terms, _error, classId) => [{ type: 'Class', id: classId }],
    }),
    /** Archives the current term and starts the next, without the learners for a new cohort: the class afterwards. */
    startAfresh: build.mutation<ClassSummary, { classId: string; withoutMembers?: boolean }>({
      query: ({ classId, withoutMembers }) => ({
        method: 'POST',
        path: `${classTermsPath(classId)}${withoutMembers ? '?members=remove' : ''}`,
        auth: true,
      }),
      responseSchema: checkedBy(ClassSummarySchema),
      invalidatesTags: (summary, _error, { classId }) =>
        summary ? [{ type: 'Class', id: classId }, 'Classes'] : [],
    }),
    /** A new join code: the class as it is afterwards (the old code joins no one). */
    changeClassCode: build.mutation<ClassSummary, string>({
      query: (classId) => ({ method: 'POST', path: classCodePath(classId), auth: true }),
      responseSchema: checkedBy(ClassSummarySchema),
      invalidatesTags: (summary, _error, classId) =>
        summary ? [{ type: 'Class', id: classId }, 'Classes'] : [],
    }),
    /** The class as it is once renamed; the server refuses a name it cannot show (400), with its message. */
    renameClass: build.mutation<ClassSummary, { classId: string; name: string }>({
      query: ({ classId, name }) => ({ method: 'PUT', path: classPath(classId), body: { name }, auth: true }),
      responseSchema: checkedBy(ClassSummarySchema),
      // The renamed class takes its place on the page without loading the grid again.
      onQueryStarted: ({ classId }, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) =>
            void dispatch(
              classroomApi.util.updateQueryData('classDetails', classId, (details) => {
                details.class = data;
              }),
            ),
          () => undefined,
        ),
      invalidatesTags: (summary) => (summary ? ['Classes'] : []),
    }),
    /** Deletes the class with its grid and archived terms. */
    deleteClass: build.mutation<void, string>({
      query: (classId) => ({ method: 'DELETE', path: classPath(classId), auth: true }),
      invalidatesTags: (_result, error) => (error ? [] : ['Classes']),
    }),
    /** Removes learners from the class, by the ids of their memberships: how many the class had. */
    removeMembers: build.mutation<Removals, { classId: string; memberIds: string[] }>({
      query: ({ classId, memberIds }) => ({
        method: 'POST',
        path: classRemovalsPath(classId),
        body: { members: memberIds },
        auth: true,
      }),
      responseSchema: checkedBy(RemovalsSchema),
      invalidatesTags: (_result, error, { classId }) =>
        error ? [] : [{ type: 'Class', id: classId }, 'Classes'],
    }),
    /** Keeps the challenges the grid shows; the grid loads again with their columns. */
    chooseChallenges: build.mutation<ChosenChallenges, { classId: string; challenges: string[] }>({
      query: ({ classId, challenges }) => ({
        method: 'PUT',
        path: classChallengesPath(classId),
        body: { challenges },
        auth: true,
      }),
      responseSchema: checkedBy(ChosenChallengesSchema),
      invalidatesTags: (_result, error, { classId }) => (error ? [] : [{ type: 'Class', id: classId }]),
    }),
    /** The class's interview assignments and the families one may assign, named in the page's language. */
    assignments: build.query<AssignmentList, string>({
      query: (classId) => ({ path: classAssignmentsPath(classId), auth: true, background: true }),
      responseSchema: checkedBy(AssignmentListSchema),
      providesTags: (_list, _error, classId) => [{ type: 'Class', id: classId }],
    }),
    /** The server refuses a family it does not have (400) or a class with too many assignments (409). */
    createAssignment: build.mutation<Assignment, { classId: string; assignment: NewAssignment }>({
      query: ({ classId, assignment }) => ({
        method: 'POST',
        path: classAssignmentsPath(classId),
        body: assignment,
        auth: true,
      }),
      responseSchema: checkedBy(AssignmentSchema),
      invalidatesTags: (_result, error, { classId }) => (error ? [] : [{ type: 'Class', id: classId }]),
    }),
    /** Deletes an assignment: its column leaves the grid, and its learners keep their sessions. */
    deleteAssignment: build.mutation<void, { classId: string; assignmentId: string }>({
      query: ({ classId, assignmentId }) => ({
        method: 'DELETE',
        path: classAssignmentPath(classId, assignmentId),
        auth: true,
      }),
      invalidatesTags: (_result, error, { classId }) => (error ? [] : [{ type: 'Class', id: classId }]),
    }),
    /**
     * A learner's detail in the current term, by the id of their membership. Its texts are in the page's language:
     * `language` keys the answer, so a change of language loads it again.
     */
    learnerDetail: build.query<LearnerDetail, { classId: string; memberId: string; language: string }>({
      query: ({ classId, memberId }) => ({ path: classMemberPath(classId, memberId), auth: true }),
      responseSchema: checkedBy(LearnerDetailSchema),
      providesTags: (_detail, _error, { classId }) => [{ type: 'Class', id: classId }],
    }),
    /** Per technique and per challenge of the class, the share its learners have not found, the largest first. */
    weakSpots: build.query<WeakSpots, string>({
      query: (classId) => ({ path: classWeakSpotsPath(classId), auth: true, background: true }),
      responseSchema: checkedBy(WeakSpotsSchema),
      providesTags: (_spots, _error, classId) => [{ type: 'Class', id: classId }],
    }),
  }),
});

export const {
  useClassesQuery,
  useCreateClassMutation,
  useClassDetailsQuery,
  useTermsQuery,
  useStartAfreshMutation,
  useChangeClassCodeMutation,
  useRenameClassMutation,
  useDeleteClassMutation,
  useRemoveMembersMutation,
  useChooseChallengesMutation,
  useAssignmentsQuery,
  useCreateAssignmentMutation,
  useDeleteAssignmentMutation,
  useLearnerDetailQuery,
  useWeakSpotsQuery,
} = classroomApi;
