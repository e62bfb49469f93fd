import Type, { type Static, type TSchema } from 'typebox';
import { Instant } from '../catalogue/answerSchemas';
import { SCORECARD_LINES } from '../interview/interviewApi';

/**
 * The classroom's answers as TypeBox schemas: the API's routes answer with them (and the OpenAPI document shows
 * them), the pages check every answer against them, and the types are read from them.
 */

/** A trainer's class. `term` is 1 for a new class, one more each time the trainer starts it afresh. */
export const ClassSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  code: Type.String(),
  name: Type.String(),
  term: Type.Integer({ minimum: 1 }),
  termStartedAt: Instant,
  members: Type.Integer({ minimum: 0 }),
});

/**
 * An interview the trainer set the class, of a family (an interview family's key), open until `dueAt` (null: with
 * no due date).
 */
export const AssignmentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** Its number in the class: given once, kept when another assignment is deleted. */
  number: Type.Integer({ minimum: 1 }),
  family: Type.String(),
  createdAt: Instant,
  dueAt: Type.Union([Instant, Type.Null()]),
});

/**
 * Per assignment (its id) the learner has finished a session of, their best: its total, when it finished, and the
 * scorecard's figures line by line (value of what there was).
 */
const InterviewsSchema = Type.Record(
  Type.String(),
  Type.Object({
    total: Type.Integer({ minimum: 0, maximum: 100 }),
    finishedAt: Instant,
    lines: Type.Array(
      Type.Object({
        name: Type.Enum([...SCORECARD_LINES]),
        value: Type.Integer({ minimum: 0 }),
        of: Type.Integer({ minimum: 0 }),
      }),
    ),
  }),
);

/**
 * Per challenge (store name) with a best test-design run, the bug variants its table caught of all the
 * challenge's: the run as it stands, not only the term's.
 */
const DesignsSchema = Type.Record(
  Type.String(),
  Type.Object({ caught: Type.Integer(), total: Type.Integer() }),
);

/**
 * Per challenge (store name) with a kept bug report, how many planted bugs the learner has reported and the mean
 * score of their best reports, a whole number: the reports as they stand, not only the term's.
 */
const BugReportsSchema = Type.Record(
  Type.String(),
  Type.Object({ count: Type.Integer({ minimum: 1 }), meanScore: Type.Integer({ minimum: 0, maximum: 100 }) }),
);

/**
 * One learner's row of a grid: their name in the class, never their account; their last stored progress in the
 * term (null before any); per challenge (store name) the cases and bugs found in the term; their best test-design
 * runs, bug reports and assigned interviews (absent from terms archived before the grid showed them).
 */
const gridLearnerFields = {
  name: Type.String(),
  joinedAt: Instant,
  lastActive: Type.Union([Instant, Type.Null()]),
  found: Type.Record(Type.String(), Type.Integer()),
  designs: Type.Optional(DesignsSchema),
  bugReports: Type.Optional(BugReportsSchema),
  interviews: Type.Optional(InterviewsSchema),
};

export const GridLearnerSchema = Type.Object(gridLearnerFields);

/**
 * A learner's row of the current term's grid, with the id of their membership: what the trainer removes them by.
 * Archived terms' rows have none: they record a term that is over, not members one can remove. The current grid
 * always has the best test-design runs, bug reports and assigned interviews.
 */
export const CurrentGridLearnerSchema = Type.Object({
  ...gridLearnerFields,
  designs: DesignsSchema,
  bugReports: BugReportsSchema,
  interviews: InterviewsSchema,
  memberId: Type.String({ format: 'uuid' }),
});

/**
 * Every challenge, in catalogue order, with how many cases and bugs it has; the class's assignments, oldest first
 * (absent from terms archived before the grid showed them); and the learners' rows.
 */
const gridOf = <Learner extends TSchema, Assignments extends TSchema>(
  learner: Learner,
  assignments: Assignments,
) =>
  Type.Object({
    challenges: Type.Array(Type.Object({ storeName: Type.String(), total: Type.Integer() })),
    assignments,
    learners: Type.Array(learner),
  });

/** An archived term's grid. */
export const ClassGridSchema = gridOf(GridLearnerSchema, Type.Optional(Type.Array(AssignmentSchema)));

/** The current term's grid. */
export const CurrentClassGridSchema = gridOf(CurrentGridLearnerSchema, Type.Array(AssignmentSchema));

/** GET a class. */
export const ClassDetailsSchema = Type.Object({
  class: ClassSummarySchema,
  grid: CurrentClassGridSchema,
});

/** An archived term: its grid as it stood when the trainer started the class afresh. */
export const ArchivedTermSchema = Type.Object({
  term: Type.Integer(),
  startedAt: Instant,
  endedAt: Instant,
  grid: ClassGridSchema,
});

/** GET terms. */
export const ArchivedTermsSchema = Type.Array(ArchivedTermSchema);

/** GET classes. */
export const ClassSummariesSchema = Type.Array(ClassSummarySchema);

/** POST assignments: the family's key and, if the trainer sets one, the due date. */
export const NewAssignmentSchema = Type.Object(
  { family: Type.String({ maxLength: 60 }), dueAt: Type.Optional(Instant) },
  { additionalProperties: false },
);

/**
 * GET assignments: the class's assignments, oldest first, and the families one may assign, each with its name in
 * the caller's language.
 */
export const AssignmentListSchema = Type.Object({
  assignments: Type.Array(AssignmentSchema),
  families: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
});

/**
 * A class the signed-in learner is in, with their name in that class. The list of memberships adds the class's
 * open assignments (a join's answer has none).
 */
export const MembershipSchema = Type.Object({
  classId: Type.String({ format: 'uuid' }),
  className: Type.String(),
  name: Type.String(),
  joinedAt: Instant,
  assignments: Type.Optional(Type.Array(AssignmentSchema)),
});

/** GET memberships. */
export const MembershipsSchema = Type.Array(MembershipSchema);

export type ClassSummary = Static<typeof ClassSummarySchema>;
export type GridLearner = Static<typeof GridLearnerSchema>;
export type CurrentGridLearner = Static<typeof CurrentGridLearnerSchema>;
export type ClassGrid<Learner extends GridLearner = GridLearner> = Omit<
  Static<typeof ClassGridSchema>,
  'learners'
> & { learners: Learner[] };
/** The current term's grid. */
export type CurrentClassGrid = ClassGrid<CurrentGridLearner> & { assignments: Assignment[] };
export type ClassDetails = Static<typeof ClassDetailsSchema>;
export type ArchivedTerm = Static<typeof ArchivedTermSchema>;
export type Membership = Static<typeof MembershipSchema>;
export type Assignment = Static<typeof AssignmentSchema>;
export type NewAssignment = Static<typeof NewAssignmentSchema>;
export type AssignmentList = Static<typeof AssignmentListSchema>;
