// The classroom's answers are described once, in the shared contract: the pages check what they read against
// the same schemas the routes answer with.
export {
  ArchivedTermsSchema,
  AssignmentListSchema,
  AssignmentSchema,
  ClassDetailsSchema,
  ClassSummariesSchema,
  ClassSummarySchema,
  ChosenChallengesSchema,
  LearnerDetailSchema,
  MembershipSchema,
  MembershipsSchema,
  NewAssignmentSchema,
  RemovalsSchema,
  WeakSpotsSchema,
} from '@qa/shared/classroom/schema';
