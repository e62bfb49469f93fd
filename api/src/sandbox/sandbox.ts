import type { ChallengePayload } from '@qa/shared/catalogue';

/** One user of the User API. */
export interface SandboxUser {
  id: number;
  name: string;
}

/** A case or bug one of the tester's own requests found, kept until the page picks it up. */
export interface RecordedFinding {
  payload: ChallengePayload;
  caseIndex?: number;
  bugIndex?: number;
}

/**
 * One tester's world: the User API's users and what their requests found, per challenge path. Plain JSON, so a
 * shared store can keep it as it is.
 */
export interface Sandbox {
  users: SandboxUser[];
  nextId: number;
  found: Record<string, RecordedFinding[]>;
  /** The title of the tester's first report of each planted bug (`{storeName}#{bug}`), to answer a duplicate. */
  reported?: Record<string, string>;
}

/** SPEC §5: users 1 to 10 exist. */
const SEED_NAMES = [
  'Alice Johnson',
  'Bohdan Melnyk',
  'Chen Wei',
  'Dmitri Volkov',
  'Ewa Nowak',
  'Farah Khan',
  'George Brown',
  'Hanna Schmidt',
  'Ivan Petrenko',
  'Julia Rossi',
];

/** The bounds that keep one tester from filling the server (DESIGN.md: sandboxes are bounded). */
export const SANDBOX_LIMITS = {
  users: 100,
  /** UTF-8 bytes of all names together. */
  nameBytes: 8 * 1024,
} as const;

export const seedUsers = (): SandboxUser[] => SEED_NAMES.map((name, index) => ({ id: index + 1, name }));

export const freshSandbox = (): Sandbox => ({
  users: seedUsers(),
  nextId: SEED_NAMES.length + 1,
  found: {},
});

const nameBytes = (users: readonly SandboxUser[]): number =>
  users.reduce((total, user) => total + Buffer.byteLength(user.name, 'utf8'), 0);

/** Whether the users, after adding or renaming to `users`, still fit the sandbox's bounds. */
export const fitsLimits = (users: readonly SandboxUser[]): boolean =>
  users.length <= SANDBOX_LIMITS.users && nameBytes(users) <= SANDBOX_LIMITS.nameBytes;
