/** Shell routes the account screens link to (SPEC §2); the shell's router has no basename. */
export const ACCOUNT_ROUTES = {
  login: '/app/account/login',
  register: '/app/account/register',
  restore: '/app/account/restore',
  dashboard: '/app/account/dashboard',
  answers: '/app/about/answers',
  /** The learner's progress page, signed in or not. */
  progress: '/app/progress',
  /** A trainer's classes. */
  classroom: '/app/classroom',
  terms: '/app/about/terms-and-conditions',
  privacy: '/app/about/privacy-policy',
  home: '/app/',
} as const;
