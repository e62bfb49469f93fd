import type {
  ArchivedTerm,
  ClassDetails,
  ClassGrid,
  ClassSummary,
  CurrentClassGrid,
  CurrentGridLearner,
  GridLearner,
  Membership,
} from '@qa/shared/classroom';
import Type, { type TSchema } from 'typebox';
import { objectOf } from './contract';
import { Instant } from './common';

/** GET classes (a list), POST classes (the new class), PUT a class (renamed), POST terms (started afresh). */
export const ClassSummarySchema = objectOf<ClassSummary>()({
  id: Type.String({ format: 'uuid' }),
  code: Type.String(),
  name: Type.String(),
  term: Type.Integer({ minimum: 1 }),
  termStartedAt: Instant,
  members: Type.Integer({ minimum: 0 }),
});

const gridLearnerFields = {
  name: Type.String(),
  joinedAt: Instant,
  lastActive: Type.Union([Instant, Type.Null()]),
  found: Type.Record(Type.String(), Type.Integer()),
};

const gridFields = <Learner extends TSchema>(learner: Learner) => ({
  challenges: Type.Array(Type.Object({ storeName: Type.String(), total: Type.Integer() })),
  learners: Type.Array(learner),
});

/** An archived term's grid. */
const ClassGridSchema = objectOf<ClassGrid>()(gridFields(objectOf<GridLearner>()(gridLearnerFields)));

/** The current term's grid: each learner with the id of their membership. */
const CurrentGridSchema = objectOf<CurrentClassGrid>()(
  gridFields(
    objectOf<CurrentGridLearner>()({ ...gridLearnerFields, memberId: Type.String({ format: 'uuid' }) }),
  ),
);

/** GET a class. */
export const ClassDetailsSchema = objectOf<ClassDetails>()({
  class: ClassSummarySchema,
  grid: CurrentGridSchema,
});

/** GET terms. */
export const ArchivedTermsSchema = Type.Array(
  objectOf<ArchivedTerm>()({
    term: Type.Integer(),
    startedAt: Instant,
    endedAt: Instant,
    grid: ClassGridSchema,
  }),
);

/** GET memberships (a list) and POST memberships (the class joined). */
export const MembershipSchema = objectOf<Membership>()({
  classId: Type.String({ format: 'uuid' }),
  className: Type.String(),
  name: Type.String(),
  joinedAt: Instant,
});
