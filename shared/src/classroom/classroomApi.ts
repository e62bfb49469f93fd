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

/**
 * GET: the archived terms; POST (no body): archive the current term and start afresh, with `?members=remove` without
 * the class's members (a new cohort).
 */
export const classTermsPath = (classId: string): string => `${classPath(classId)}/terms`;

/** POST (no body): give the class a new join code; the old one stops working, its members stay. Its trainer only. */
export const classCodePath = (classId: string): string => `${classPath(classId)}/code`;

/**
 * GET: a learner's detail in the current term (LearnerDetail); DELETE: remove them from the class. By the id of
 * their membership (CurrentGridLearner); only its trainer.
 */
export const classMemberPath = (classId: string, memberId: string): string =>
  `${classPath(classId)}/members/${encodeURIComponent(memberId)}`;

/**
 * GET: the scorecard of a member's finished session of one of the class's assignments (the best one's id is in
 * their grid row), in the caller's language, naming them as the class does; only its trainer.
 */
export const classMemberInterviewPath = (classId: string, memberId: string, sessionId: string): string =>
  `${classMemberPath(classId, memberId)}/interviews/${encodeURIComponent(sessionId)}`;

/** GET: per technique and per challenge, the share the class's members have not found (WeakSpots); its trainer only. */
export const classWeakSpotsPath = (classId: string): string => `${classPath(classId)}/weak-spots`;

/** POST `{ members }` (membership ids): remove several learners at once; answers how many were removed. */
export const classRemovalsPath = (classId: string): string => `${classPath(classId)}/removals`;

/**
 * PUT `{ challenges }` (store names): the challenges the class's grid shows, kept with the class; all of them
 * means every challenge, the catalogue's later ones too.
 */
export const classChallengesPath = (classId: string): string => `${classPath(classId)}/challenges`;

/** GET: the class's assignments and the families one may assign; POST `{ family, dueAt? }`: set one. Its trainer only. */
export const classAssignmentsPath = (classId: string): string => `${classPath(classId)}/assignments`;

/** DELETE: delete an assignment (its learners' sessions stay theirs); its trainer only. */
export const classAssignmentPath = (classId: string, assignmentId: string): string =>
  `${classAssignmentsPath(classId)}/${encodeURIComponent(assignmentId)}`;

/** DELETE: leave the class. */
export const membershipPath = (classId: string): string =>
  `${CLASSROOM_API.memberships}/${encodeURIComponent(classId)}`;

/** A class's name, and a learner's name in a class, counted in characters after trimming. */
export const CLASS_NAME_LENGTH = { min: 2, max: 60 } as const;
export const MEMBER_NAME_LENGTH = { min: 2, max: 40 } as const;

/** Join codes: this many characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CLASS_CODE_LENGTH = 6;
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

// The answers' types are read from their schemas.
export type {
  ArchivedTerm,
  Assignment,
  AssignmentList,
  ClassDetails,
  ClassGrid,
  ClassSummary,
  ChosenChallenges,
  CurrentClassGrid,
  CurrentGridLearner,
  GridLearner,
  LearnerChallenge,
  LearnerDetail,
  LearnerFind,
  LearnerInterview,
  Membership,
  NewAssignment,
  Removals,
  TechniqueMissed,
  WeakSpots,
} from './classroomSchemas';
