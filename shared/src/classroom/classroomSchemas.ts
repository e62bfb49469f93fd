// Over 300 lines because it describes every answer of the classroom's API in one place, for the routes and the pages
// alike: the answers share their parts (an assignment, a grid's learner), which split files would import back and forth.
import Type, { type Static, type TSchema } from 'typebox';
import { PrioritySchema, SeveritySchema } from '../bugReports/bugReportSchemas';
import { Instant, TechniqueSchema } from '../catalogue/answerSchemas';
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
 * An assignment's best finished session: its total, when it finished, and the scorecard's figures line by line
 * (value of what there was).
 */
const bestInterviewFields = {
  total: Type.Integer({ minimum: 0, maximum: 100 }),
  finishedAt: Instant,
  lines: Type.Array(
    Type.Object({
      name: Type.Enum([...SCORECARD_LINES]),
      value: Type.Integer({ minimum: 0 }),
      of: Type.Integer({ minimum: 0 }),
    }),
  ),
};

/**
 * How many sessions of the assignment the learner finished (`attempts`), and how many they started and left to run
 * out unfinished (`abandoned`).
 */
const attemptFields = { attempts: Type.Integer({ minimum: 1 }), abandoned: Type.Integer({ minimum: 0 }) };

/**
 * Per assignment (its id) the learner has finished a session of, their best, with the counts of their sessions
 * (absent from terms archived before the grid counted them).
 */
const InterviewsSchema = Type.Record(
  Type.String(),
  Type.Object({
    ...bestInterviewFields,
    attempts: Type.Optional(attemptFields.attempts),
    abandoned: Type.Optional(attemptFields.abandoned),
  }),
);

/**
 * The current term's: the counts always, and the best session's id, which the trainer opens its scorecard by
 * (an archived term keeps none, as it keeps no membership id).
 */
const CurrentInterviewsSchema = Type.Record(
  Type.String(),
  Type.Object({ ...bestInterviewFields, ...attemptFields, sessionId: Type.String({ format: 'uuid' }) }),
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
  /**
   * Their id in the class (`L-7Q3K9M2A`): the same in every term of the class, another in another class, and no
   * way back to the account. What a trainer matches the exports' rows to a gradebook by. Absent from terms archived
   * before the grid showed it.
   */
  learnerId: Type.Optional(Type.String({ pattern: '^L-[0-9A-HJKMNP-TV-Z]{8}$' })),
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
  interviews: CurrentInterviewsSchema,
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

/** PUT challenges' answer: the challenges the class's grid shows now (store names, catalogue order). */
export const ChosenChallengesSchema = Type.Object({ challenges: Type.Array(Type.String()) });

/** POST removals' answer: how many of the learners named were members and are no longer. */
export const RemovalsSchema = Type.Object({ removed: Type.Integer({ minimum: 0 }) });

/** GET memberships. */
export const MembershipsSchema = Type.Array(MembershipSchema);

/**
 * A case or bug the learner found in the term, as their page shows it: its answer key (`case_{n}`, `bug_{n}`), its
 * technique (the page names it) and its text in the caller's language, which follows the technique's name there.
 */
export const LearnerFindSchema = Type.Object({
  key: Type.String(),
  technique: TechniqueSchema,
  text: Type.String(),
});

/** How many of one technique's cases and bugs the learner has not found in the term: counts, never which. */
export const TechniqueMissedSchema = Type.Object({
  technique: TechniqueSchema,
  /** The label of the field they live in, where they live in one; absent for several fields together. */
  field: Type.Optional(Type.String()),
  cases: Type.Integer({ minimum: 0 }),
  bugs: Type.Integer({ minimum: 0 }),
});

/**
 * The learner's best test-design run as it stands: the bug variants its table caught of all the challenge's, its
 * score, and how many bug variants of each technique it missed.
 */
export const LearnerDesignSchema = Type.Object({
  caught: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  missed: Type.Array(Type.Object({ technique: TechniqueSchema, variants: Type.Integer({ minimum: 1 }) })),
});

/**
 * The learner's best report of one planted bug, as kept: the fields its criteria judge (title, severity, expected
 * and actual result, how many steps), its priority and its score. The criteria's verdicts are not kept with it.
 */
export const LearnerReportSchema = Type.Object({
  bug: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  severity: SeveritySchema,
  priority: PrioritySchema,
  expected: Type.String(),
  actual: Type.String(),
  steps: Type.Integer({ minimum: 0 }),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
});

/**
 * One of the class's challenges for the learner: its cases and bugs in all, those found in the term (cases first,
 * by number), the rest counted by technique, the best test-design run (null before any) and the best reports.
 */
export const LearnerChallengeSchema = Type.Object({
  storeName: Type.String(),
  total: Type.Integer({ minimum: 0 }),
  found: Type.Array(LearnerFindSchema),
  missed: Type.Array(TechniqueMissedSchema),
  design: Type.Union([LearnerDesignSchema, Type.Null()]),
  reports: Type.Array(LearnerReportSchema),
});

/**
 * The learner's sessions of one of the class's assignments: the best finished one (null before any), how many they
 * finished and how many they left to run out unfinished.
 */
export const LearnerInterviewSchema = Type.Object({
  assignment: AssignmentSchema,
  best: Type.Union([
    Type.Object({ total: Type.Integer({ minimum: 0, maximum: 100 }), finishedAt: Instant }),
    Type.Null(),
  ]),
  finished: Type.Integer({ minimum: 0 }),
  abandoned: Type.Integer({ minimum: 0 }),
});

/**
 * GET a member: the learner by their name in the class, per challenge of the class and per assignment. Hidden rules
 * stay hidden: what they have not found, and the bug variants their table missed, are counted by technique only.
 */
export const LearnerDetailSchema = Type.Object({
  memberId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  joinedAt: Instant,
  className: Type.String(),
  challenges: Type.Array(LearnerChallengeSchema),
  interviews: Type.Array(LearnerInterviewSchema),
});

/** A technique's or a challenge's cases and bugs in the class's challenges, and the share (%) not found. */
const missedFields = {
  total: Type.Integer({ minimum: 1 }),
  missed: Type.Integer({ minimum: 0, maximum: 100 }),
};

/**
 * GET weak spots: per technique and per challenge of the class, the mean share of its cases and bugs the current
 * members have not found in the term, the largest first; both lists are empty while the class has no members.
 */
export const WeakSpotsSchema = Type.Object({
  learners: Type.Integer({ minimum: 0 }),
  techniques: Type.Array(Type.Object({ technique: TechniqueSchema, ...missedFields })),
  challenges: Type.Array(Type.Object({ storeName: Type.String(), ...missedFields })),
});

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
export type ChosenChallenges = Static<typeof ChosenChallengesSchema>;
export type Removals = Static<typeof RemovalsSchema>;
export type LearnerFind = Static<typeof LearnerFindSchema>;
export type TechniqueMissed = Static<typeof TechniqueMissedSchema>;
export type LearnerChallenge = Static<typeof LearnerChallengeSchema>;
export type LearnerInterview = Static<typeof LearnerInterviewSchema>;
export type LearnerDetail = Static<typeof LearnerDetailSchema>;
export type WeakSpots = Static<typeof WeakSpotsSchema>;
