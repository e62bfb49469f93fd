import Type, { type Static, type TSchema } from 'typebox';
import { Instant } from '../catalogue/answerSchemas';

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
 * runs and bug reports (absent from terms archived before the grid showed them).
 */
const gridLearnerFields = {
  name: Type.String(),
  joinedAt: Instant,
  lastActive: Type.Union([Instant, Type.Null()]),
  found: Type.Record(Type.String(), Type.Integer()),
  designs: Type.Optional(DesignsSchema),
  bugReports: Type.Optional(BugReportsSchema),
};

export const GridLearnerSchema = Type.Object(gridLearnerFields);

/**
 * A learner's row of the current term's grid, with the id of their membership: what the trainer removes them by.
 * Archived terms' rows have none: they record a term that is over, not members one can remove. The current grid
 * always has the best test-design runs and bug reports.
 */
export const CurrentGridLearnerSchema = Type.Object({
  ...gridLearnerFields,
  designs: DesignsSchema,
  bugReports: BugReportsSchema,
  memberId: Type.String({ format: 'uuid' }),
});

/** Every challenge, in catalogue order, with how many cases and bugs it has; and the learners' rows. */
const gridOf = <Learner extends TSchema>(learner: Learner) =>
  Type.Object({
    challenges: Type.Array(Type.Object({ storeName: Type.String(), total: Type.Integer() })),
    learners: Type.Array(learner),
  });

/** An archived term's grid. */
export const ClassGridSchema = gridOf(GridLearnerSchema);

/** The current term's grid. */
export const CurrentClassGridSchema = gridOf(CurrentGridLearnerSchema);

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

/** A class the signed-in learner is in, with their name in that class. */
export const MembershipSchema = Type.Object({
  classId: Type.String({ format: 'uuid' }),
  className: Type.String(),
  name: Type.String(),
  joinedAt: Instant,
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
export type CurrentClassGrid = ClassGrid<CurrentGridLearner>;
export type ClassDetails = Static<typeof ClassDetailsSchema>;
export type ArchivedTerm = Static<typeof ArchivedTermSchema>;
export type Membership = Static<typeof MembershipSchema>;
