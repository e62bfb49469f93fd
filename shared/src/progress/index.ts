// Progress kept with the account: the record both sides read, its merge, the techniques, the input
// classes and the API's shapes. The TypeBox schema has an entry of its own (`@qa/shared/progress/schema`), so
// what only merges does not bundle the validator.
export * from './inputClasses';
export * from './mergeProgress';
export * from './progressApi';
export * from './techniques';
export type {
  ChallengeRecord,
  ProgressRecord,
  StoredAnswer,
  StoredBugReport,
  StoredTestRun,
} from './progressSchema';
