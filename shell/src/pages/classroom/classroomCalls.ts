import { http, isPlainObject } from '@qa/shared';
import {
  CLASSROOM_API,
  classMemberPath,
  classPath,
  classTermsPath,
  type ArchivedTerm,
  type ClassDetails,
  type ClassSummary,
} from '@qa/shared/classroom';

/**
 * The trainer's calls, all with the identity token. Each rejects when the call fails or the answer
 * is not what the API describes, so the page never reads a field that is not there.
 */

const isSummary = (value: unknown): value is ClassSummary =>
  isPlainObject(value) &&
  typeof value.id === 'string' &&
  typeof value.code === 'string' &&
  typeof value.name === 'string' &&
  typeof value.term === 'number' &&
  typeof value.termStartedAt === 'string' &&
  typeof value.members === 'number';

const isGrid = (value: unknown): value is ArchivedTerm['grid'] =>
  isPlainObject(value) && Array.isArray(value.challenges) && Array.isArray(value.learners);

/** The current term's grid: each learner with the id the page removes them by. */
const isCurrentGrid = (value: unknown): value is ClassDetails['grid'] =>
  isGrid(value) &&
  value.learners.every((learner: unknown) => isPlainObject(learner) && typeof learner.memberId === 'string');

const checked = <T>(answer: unknown, fits: (value: unknown) => value is T): T => {
  if (!fits(answer)) throw new Error('unreadable classroom answer');
  return answer;
};

const isSummaryList = (value: unknown): value is ClassSummary[] =>
  Array.isArray(value) && value.every(isSummary);

export const fetchClasses = async (): Promise<ClassSummary[]> =>
  checked(await http.get<unknown>(CLASSROOM_API.classes, { auth: true }), isSummaryList);

/** The server refuses a name it cannot show (400) or a trainer with too many classes (409), with its message. */
export const createClass = async (name: string): Promise<ClassSummary> =>
  checked(await http.post<unknown>(CLASSROOM_API.classes, { name }, { auth: true }), isSummary);

export const fetchClass = async (classId: string): Promise<ClassDetails> =>
  checked(
    await http.get<unknown>(classPath(classId), { auth: true }),
    (value): value is ClassDetails =>
      isPlainObject(value) && isSummary(value.class) && isCurrentGrid(value.grid),
  );

export const fetchTerms = async (classId: string): Promise<ArchivedTerm[]> =>
  checked(
    await http.get<unknown>(classTermsPath(classId), { auth: true, background: true }),
    (value): value is ArchivedTerm[] =>
      Array.isArray(value) && value.every((term) => isPlainObject(term) && isGrid(term.grid)),
  );

/** Archives the current term and starts the next: the class as it is afterwards. */
export const startAfresh = async (classId: string): Promise<ClassSummary> =>
  checked(await http.post<unknown>(classTermsPath(classId), undefined, { auth: true }), isSummary);

/** The class as it is once renamed; the server refuses a name it cannot show (400), with its message. */
export const renameClass = async (classId: string, name: string): Promise<ClassSummary> =>
  checked(await http.put<unknown>(classPath(classId), { name }, { auth: true }), isSummary);

/** Deletes the class with its grid and archived terms. */
export const deleteClass = async (classId: string): Promise<void> => {
  await http.delete(classPath(classId), { auth: true });
};

/** Removes a learner from the class, by the id of their membership. */
export const removeMember = async (classId: string, memberId: string): Promise<void> => {
  await http.delete(classMemberPath(classId, memberId), { auth: true });
};
