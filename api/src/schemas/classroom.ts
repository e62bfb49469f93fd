import type {
  ArchivedTerm,
  ClassDetails,
  ClassGrid,
  ClassSummary,
  GridLearner,
  Membership,
} from '@qa/shared/classroom';
import Type from 'typebox';
import { objectOf } from './contract';
import { Instant } from './common';

/** GET classes (a list) and POST classes (the new class), POST terms (the class started afresh). */
export const ClassSummarySchema = objectOf<ClassSummary>()({
  id: Type.String({ format: 'uuid' }),
  code: Type.String(),
  name: Type.String(),
  term: Type.Integer({ minimum: 1 }),
  termStartedAt: Instant,
  members: Type.Integer({ minimum: 0 }),
});

const ClassGridSchema = objectOf<ClassGrid>()({
  challenges: Type.Array(Type.Object({ storeName: Type.String(), total: Type.Integer() })),
  learners: Type.Array(
    objectOf<GridLearner>()({
      name: Type.String(),
      joinedAt: Instant,
      lastActive: Type.Union([Instant, Type.Null()]),
      found: Type.Record(Type.String(), Type.Integer()),
    }),
  ),
});

/** GET a class. */
export const ClassDetailsSchema = objectOf<ClassDetails>()({
  class: ClassSummarySchema,
  grid: ClassGridSchema,
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
