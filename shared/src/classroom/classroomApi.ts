/**
 * The classroom's API, shared by the server and the pages: a trainer's classes with a join code,
 * their learners' progress by challenge, and the learner's own memberships. Addresses have no leading slash.
 */
export const CLASSROOM_API = {
  /** GET the signed-in trainer's classes; POST `{ name }` to create one. */
  classes: 'api/classroom/v1/classes',
  /** GET the signed-in learner's classes; POST `{ code, name }` to join one. */
  memberships: 'api/classroom/v1/memberships',
} as const;

/**
 * GET: the class and its grid of the current term; PUT `{ name }`: rename it (the class as it is afterwards);
 * DELETE: delete it with its members and archived terms. Only its trainer.
 */
export const classPath = (classId: string): string =>
  `${CLASSROOM_API.classes}/${encodeURIComponent(classId)}`;

/** GET: the archived terms; POST (no body): archive the current term and start afresh. */
export const classTermsPath = (classId: string): string => `${classPath(classId)}/terms`;

/** DELETE: remove a learner from the class, by the id of their membership (CurrentGridLearner); only its trainer. */
export const classMemberPath = (classId: string, memberId: string): string =>
  `${classPath(classId)}/members/${encodeURIComponent(memberId)}`;

/** DELETE: leave the class. */
export const membershipPath = (classId: string): string =>
  `${CLASSROOM_API.memberships}/${encodeURIComponent(classId)}`;

/** A class's name, and a learner's name in a class, counted in characters after trimming. */
export const CLASS_NAME_LENGTH = { min: 2, max: 60 } as const;
export const MEMBER_NAME_LENGTH = { min: 2, max: 40 } as const;

/** Join codes: this many characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CLASS_CODE_LENGTH = 6;
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface ClassSummary {
  id: string;
  code: string;
  name: string;
  /** 1 for a new class; one more each time the trainer starts it afresh. */
  term: number;
  /** ISO 8601. */
  termStartedAt: string;
  members: number;
}

/** One learner's row of a grid: their name in the class, never their account. */
export interface GridLearner {
  name: string;
  joinedAt: string;
  /** Their last stored progress in the term; null before any. */
  lastActive: string | null;
  /** Per challenge (store name): cases and bugs found in the term. */
  found: Record<string, number>;
}

/**
 * A learner's row of the current term's grid, with the id of their membership: what the trainer removes them by.
 * Archived terms' rows have none: they record a term that is over, not members one can remove.
 */
export interface CurrentGridLearner extends GridLearner {
  memberId: string;
}

export interface ClassGrid<Learner extends GridLearner = GridLearner> {
  /** Every challenge, in catalogue order, with how many cases and bugs it has. */
  challenges: { storeName: string; total: number }[];
  learners: Learner[];
}

/** The current term's grid. */
export type CurrentClassGrid = ClassGrid<CurrentGridLearner>;

/** The answer of GET a class. */
export interface ClassDetails {
  class: ClassSummary;
  grid: CurrentClassGrid;
}

/** An archived term: its grid as it stood when the trainer started the class afresh. */
export interface ArchivedTerm {
  term: number;
  startedAt: string;
  endedAt: string;
  grid: ClassGrid;
}

/** A class the signed-in learner is in. */
export interface Membership {
  classId: string;
  className: string;
  /** Their name in that class. */
  name: string;
  joinedAt: string;
}
