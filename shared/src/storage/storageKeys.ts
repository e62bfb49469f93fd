/** Browser-storage keys of SPEC §3, in one place so no two parts spell them differently. */
export const STORAGE_KEYS = {
  language: 'local',
  completedChallenges: 'completedChallenges',
  completedTours: 'completedTours',
  todoCache: 'functionalTodoList:cache',
  confirmationsSent: 'numberOfConfirmationsSent',
  cookiesAccepted: 'cookiesAccepted',
  /**
   * Set while a sign-in may be kept in this browser; without it a page does not load the identity client
   * (decision 0073). Any value counts.
   */
  identitySession: 'identitySession',
  /** Names the tester's sandbox on the APIs exposed to testers. */
  testerKey: 'testerKey',
  /** A random id of this browser, so the account adds its submission counts to other devices'. */
  deviceId: 'deviceId',
  /** The anonymous interview session this browser runs: its id owns it, so a reload or a second tab takes it up. */
  interviewSession: 'interviewSession',
  /** Per-challenge local entry: submissions per device, input classes tried, Reset epoch. */
  challengeStats: (storeName: string) => `${storeName}_stats`,
  /** Per-challenge local entry with the stored correct answers. */
  progress: (storeName: string) => storeName,
  /** Per-challenge session entry with the last result marker. */
  lastResult: (storeName: string) => storeName,
  followInstructions: (storeName: string) => `${storeName}_followInstructions`,
} as const;
