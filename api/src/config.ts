import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { DatabaseTarget } from './database/open-database';
import { DEFAULT_ROUND_SECONDS } from '@qa/shared/game';
import { DEFAULT_INTERVIEW_SECONDS } from '@qa/shared/interview';
import { LOCAL_API_PORT } from '@qa/shared/local-ports';
import { DEFAULT_PGLITE_DIR } from './paths';

/**
 * The server's settings, read once from the environment at start-up. Over 300 lines, and not split: every setting
 * is read in this one place, so that one refusal names everything an operator must set or correct.
 */
export const APP_ENVS = ['local', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export interface AppConfig {
  port: number;
  /** Addresses to try in order; the first that can be bound is used. */
  listenHosts: string[];
  allowedOrigins: string[];
  appEnv: AppEnv;
  firebaseAuthEmulatorHost?: string;
  /** Firebase project whose identity tokens answer calls accept (a `demo-` project in local mode). */
  firebaseProjectId: string;
  /** Requests per minute per client address, whoever sends them (a whole class may share one). */
  rateLimitMax: number;
  /** Requests per minute per learner (tester key, or the account of a verified identity token). */
  rateLimitLearnerMax: number;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  logLevel: string;
  /** Testers' API sandboxes: how long one lives without a request, and how many one server keeps. */
  sandboxTtlMinutes: number;
  sandboxMax: number;
  /** Sandboxes one client address may start within sandboxTtlMinutes (its others are kept meanwhile). */
  sandboxNewMax: number;
  /**
   * Worker threads that grade test-design tables, bug reports and progress records (grading/grader.ts), so that
   * work never holds up the event loop; 0: graded on the event loop. Unset: one per core.
   */
  gradingThreads?: number;
  /**
   * Units of grading work (grading/tasks.ts: about one build running one row, some 15 µs) a minute per client
   * address and per signed-in learner behind it: a class behind one address runs tables at once, one learner
   * a few a minute.
   */
  gradingUnitsMax: number;
  gradingUnitsLearnerMax: number;
  /** Mean event-loop delay (ms) over which the API answers 503 instead of queueing ever more work; 0: never. */
  overloadMaxEventLoopDelayMs: number;
  /** A Redis server that every instance of the API shares; unset: state in this process's memory. */
  redisUrl?: string;
  /** Where learners' progress is kept: PostgreSQL at DATABASE_URL, else the embedded PGlite in PGLITE_DIR. */
  database: DatabaseTarget;
  /** How long a round of the Game lasts (five minutes); tests shorten it. */
  gameRoundSeconds: number;
  /**
   * What the Game draws from: store names and group names (GAME_POOL, comma-separated), for a deployment that
   * serves some modes only; unset: every challenge a round can draw. Checked when the routes register.
   */
  gamePool?: string[];
  /** How long an interview session lasts (25 minutes unless the deployment says otherwise). */
  interviewSeconds: number;
  /**
   * Keys of the interview share links: the first signs, every one verifies, so a key can be rotated without
   * breaking the links already handed out. Locally, when unset, one random key for this process.
   */
  interviewShareSecrets: string[];
  /**
   * Key of the learner ids a class's grid and exports show (classroom/learner-id.ts): a learner keeps their id in
   * a class for as long as the key stays, so it is never rotated. Locally, when unset, one random key for this
   * process.
   */
  learnerIdSecret: string;
  /**
   * Who may say which client sent a request (`X-Forwarded-For`): the proxies in front of the API, by their addresses
   * and networks. Unset: nobody, and the address budgets count the address the connection comes from, whatever
   * headers a client invents.
   */
  trustProxy?: string[];
}

/**
 * Without HOST the server listens on every IPv6 address, which on Linux also accepts IPv4, so browsers reach
 * http://localhost:<port> whether localhost resolves to ::1 or 127.0.0.1; machines without IPv6 fall back to IPv4.
 */
const DEFAULT_LISTEN_HOSTS = ['::', '0.0.0.0'];

/**
 * With the identity emulator, which accepts tokens anyone can write, the API listens on loopback only unless told
 * otherwise: 'localhost' binds every loopback address it resolves to (::1 and 127.0.0.1).
 */
const EMULATOR_LISTEN_HOSTS = ['localhost'];

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);

/** proxy-addr's names for the private ranges a deployment's proxies usually sit in. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, or a network of them (10.0.0.0/8, 2001:db8::/32). */
const isAddressOrNetwork = (proxy: string): boolean => {
  const [address = '', prefix, rest] = proxy.split('/');
  const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  if (bits === 0 || rest !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
};

/**
 * TRUST_PROXY: the proxies in front of the API, comma-separated, each an address, a network (10.0.0.0/8) or one of
 * PROXY_RANGES. A count of hops is not taken: it cannot tell the proxy from a client that sends the header itself.
 * Anything else is refused, naming the value.
 */
const readTrustProxy = ({ env, problems }: Reading): string[] | undefined => {
  const value = read(env, 'TRUST_PROXY');
  if (value === undefined) return undefined;
  const proxies = value
    .split(',')
    .map((proxy) => proxy.trim())
    .filter(Boolean);
  const wrong = proxies.find((proxy) => !PROXY_RANGES.includes(proxy) && !isAddressOrNetwork(proxy));
  if (wrong !== undefined || proxies.length === 0) {
    problems.push(
      `TRUST_PROXY "${wrong ?? value}" is not a proxy's address or network (10.0.0.2, 10.0.0.0/8, 2001:db8::/32) or one of ${PROXY_RANGES.join(', ')}.`,
    );
    return undefined;
  }
  return proxies;
};

/**
 * Thrown for settings the server cannot start with. Its message names every one of them at once, each with what to
 * set, so an operator fixes them in one go rather than one per start.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The environment being read and what it holds that the server cannot start with: each reader notes its refusal
 * (one sentence naming the variable) and goes on with a stand-in, so every refusal is known before any is reported.
 */
interface Reading {
  env: NodeJS.ProcessEnv;
  appEnv: AppEnv;
  problems: string[];
}

/** One refusal alone is one line, as before; several are listed under one heading. */
const refusalOf = (problems: string[]): string =>
  problems.length === 1
    ? problems[0]!
    : [
        `The API cannot start: ${problems.length} settings must be set or corrected.`,
        ...problems.map((problem) => `- ${problem}`),
      ].join('\n');

/** A setting a deployment must choose itself, with what to set: in staging and production nothing stands in for it. */
const required = ({ appEnv, problems }: Reading, name: string, what: string): void => {
  problems.push(`${name} must be set when APP_ENV is ${appEnv}: ${what}.`);
};

const read = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

const readInteger = (
  { env, problems }: Reading,
  name: string,
  fallback: number,
  min: number,
  max: number,
) => {
  const text = read(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${text}".`);
    return fallback;
  }
  return value;
};

/** Locally the shell's own origin; a deployment names its pages' origins, which no default could guess. */
const LOCAL_ORIGINS = 'http://localhost:3000';

/** A misspelt origin would silently break CORS, so each one must be exactly scheme://host[:port]. */
const readOrigins = (reading: Reading): string[] => {
  const { env, appEnv, problems } = reading;
  const value = read(env, 'ALLOWED_ORIGINS');
  if (value === undefined && appEnv !== 'local') {
    required(
      reading,
      'ALLOWED_ORIGINS',
      'the origins the pages are served from, comma-separated, e.g. https://qa.school.example',
    );
    return [];
  }
  const origins = (value ?? LOCAL_ORIGINS)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      problems.push(`ALLOWED_ORIGINS must list origins like http://localhost:3000, got "${origin}".`);
    }
  }
  return origins;
};

const readRedisUrl = ({ env, problems }: Reading): string | undefined => {
  const url = read(env, 'REDIS_URL');
  if (url !== undefined && !(URL.canParse(url) && ['redis:', 'rediss:'].includes(new URL(url).protocol))) {
    problems.push(`REDIS_URL must be a redis:// or rediss:// address, got "${url}".`);
    return undefined;
  }
  return url;
};

/**
 * PostgreSQL at DATABASE_URL, else PGlite in PGLITE_DIR. A deployment needs no server: `pnpm serve` runs one API
 * process, which PGlite serves. But it names the folder, so learners' progress is not kept unnoticed inside the
 * checkout, where a fresh clone loses it.
 */
const readDatabase = (reading: Reading): DatabaseTarget => {
  const { env, appEnv, problems } = reading;
  const url = read(env, 'DATABASE_URL');
  const dataDir = read(env, 'PGLITE_DIR');
  if (url === undefined) {
    if (dataDir === undefined && appEnv !== 'local') {
      required(
        reading,
        'DATABASE_URL or PGLITE_DIR',
        'a postgresql:// address (needed for more than one API instance), or for one instance the folder where the ' +
          "embedded database keeps learners' progress, e.g. /var/lib/qa-practice/pglite",
      );
    }
    return { dataDir: dataDir ?? DEFAULT_PGLITE_DIR };
  }
  if (!(URL.canParse(url) && ['postgres:', 'postgresql:'].includes(new URL(url).protocol))) {
    // The address may hold a password, so it is not repeated.
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// address.');
  }
  return { url };
};

/** An unknown APP_ENV is refused and read as local meanwhile: what else it needs cannot be told. */
const readAppEnv = (env: NodeJS.ProcessEnv, problems: string[]): AppEnv => {
  const value = read(env, 'APP_ENV') ?? 'local';
  if (!(APP_ENVS as readonly string[]).includes(value)) {
    problems.push(`APP_ENV must be one of ${APP_ENVS.join(', ')}, got "${value}".`);
    return 'local';
  }
  return value as AppEnv;
};

/** The project of the identity emulator and of local mode; Google knows no `demo-` project. */
const LOCAL_PROJECT_ID = 'demo-qa-practice';

/** The Firebase project, also for the admin scripts: Google's own variables work too (the emulator sets them). */
export const firebaseProjectIdOf = (env: NodeJS.ProcessEnv): string =>
  read(env, 'FIREBASE_PROJECT_ID') ??
  read(env, 'GCLOUD_PROJECT') ??
  read(env, 'GOOGLE_CLOUD_PROJECT') ??
  LOCAL_PROJECT_ID;

/**
 * A deployment names its project itself: a project taken from Google's variables or the local default could be a
 * `demo-` one, against which every real sign-in fails. Only the emulator (in staging) knows a `demo-` project.
 */
const readFirebaseProjectId = (reading: Reading, emulatorHost: string | undefined): string => {
  const { env, appEnv, problems } = reading;
  const projectId = firebaseProjectIdOf(env);
  if (appEnv === 'local') return projectId;
  const what =
    "the id of the Firebase project whose sign-ins the API accepts (the front end's QA_FIREBASE_PROJECT_ID)";
  if (read(env, 'FIREBASE_PROJECT_ID') === undefined) required(reading, 'FIREBASE_PROJECT_ID', what);
  else if (projectId.startsWith('demo-') && emulatorHost === undefined) {
    problems.push(
      `FIREBASE_PROJECT_ID "${projectId}" is a demo project, which only the identity emulator knows: set ${what}.`,
    );
  }
  return projectId;
};

/** A shorter key is guessable in practice; 32 characters of base64 or hex carry at least 128 bits. */
export const MIN_SHARE_SECRET_LENGTH = 32;

/**
 * Made once per process, so every config loaded here agrees: a share link signed locally dies with the process,
 * and two local processes do not accept each other's links.
 */
let localShareSecret: string | undefined;

const readShareSecrets = (reading: Reading): string[] => {
  const { env, appEnv, problems } = reading;
  const secrets = (read(env, 'INTERVIEW_SHARE_SECRETS') ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    // Every instance of a deployment must verify what any of them signed, so none may make up its own key.
    if (appEnv !== 'local') {
      required(
        reading,
        'INTERVIEW_SHARE_SECRETS',
        `one or more random keys of at least ${MIN_SHARE_SECRET_LENGTH} characters, comma-separated, the same on ` +
          'every instance (the first signs the share links, all verify)',
      );
      return [];
    }
    localShareSecret ??= randomBytes(32).toString('base64url');
    return [localShareSecret];
  }
  if (secrets.some((secret) => secret.length < MIN_SHARE_SECRET_LENGTH)) {
    // The secrets themselves are not repeated.
    problems.push(
      `INTERVIEW_SHARE_SECRETS must list keys of at least ${MIN_SHARE_SECRET_LENGTH} characters each.`,
    );
  }
  return secrets;
};

/** Made once per process, as the share key is: every config loaded here gives a learner the same id. */
let localLearnerIdSecret: string | undefined;

const readLearnerIdSecret = (reading: Reading): string => {
  const { env, appEnv, problems } = reading;
  const secret = read(env, 'LEARNER_ID_SECRET');
  if (secret === undefined) {
    // Every instance must give a learner the same id, so none may make up its own key.
    if (appEnv !== 'local') {
      required(
        reading,
        'LEARNER_ID_SECRET',
        `a random key of at least ${MIN_SHARE_SECRET_LENGTH} characters, the same on every instance and never ` +
          'changed (a new key gives every learner a new id)',
      );
      return '';
    }
    localLearnerIdSecret ??= randomBytes(32).toString('base64url');
    return localLearnerIdSecret;
  }
  // As guessable as a share key when shorter; the key itself is not repeated.
  if (secret.length < MIN_SHARE_SECRET_LENGTH)
    problems.push(`LEARNER_ID_SECRET must be a key of at least ${MIN_SHARE_SECRET_LENGTH} characters.`);
  return secret;
};

/**
 * Reads every setting before refusing any: the ConfigError names all that must be set or corrected, each with what
 * to set.
 */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const problems: string[] = [];
  const appEnv = readAppEnv(env, problems);
  const reading: Reading = { env, appEnv, problems };
  const firebaseAuthEmulatorHost = read(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  // Production must never trust tokens from the emulator, which signs anything (DESIGN.md).
  if (appEnv === 'production' && firebaseAuthEmulatorHost !== undefined) {
    problems.push('FIREBASE_AUTH_EMULATOR_HOST must not be set when APP_ENV is production.');
  }
  const host = read(env, 'HOST');
  // The emulator's tokens are unsigned: reachable from the network, anyone could sign in as any learner.
  if (
    firebaseAuthEmulatorHost !== undefined &&
    host !== undefined &&
    !isLoopback(host) &&
    read(env, 'ALLOW_EMULATOR_ON_NETWORK') !== 'true'
  ) {
    problems.push(
      `HOST ${host} is not a loopback address: with FIREBASE_AUTH_EMULATOR_HOST set, anyone who reaches the API ` +
        'could forge a sign-in. Listen on localhost, or set ALLOW_EMULATOR_ON_NETWORK=true on a closed network.',
    );
  }
  const redisUrl = readRedisUrl(reading);
  const trustProxy = readTrustProxy(reading);
  const gamePool = read(env, 'GAME_POOL')
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const config: AppConfig = {
    port: readInteger(reading, 'PORT', LOCAL_API_PORT, 0, 65535),
    listenHosts: host ? [host] : firebaseAuthEmulatorHost ? EMULATOR_LISTEN_HOSTS : DEFAULT_LISTEN_HOSTS,
    allowedOrigins: readOrigins(reading),
    appEnv,
    ...(firebaseAuthEmulatorHost && { firebaseAuthEmulatorHost }),
    firebaseProjectId: readFirebaseProjectId(reading, firebaseAuthEmulatorHost),
    rateLimitMax: readInteger(reading, 'RATE_LIMIT_MAX', 3000, 1, 1_000_000),
    rateLimitLearnerMax: readInteger(reading, 'RATE_LIMIT_LEARNER_MAX', 600, 1, 1_000_000),
    bodyLimit: readInteger(reading, 'BODY_LIMIT', 16 * 1024, 1, 10 * 1024 * 1024),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    sandboxTtlMinutes: readInteger(reading, 'SANDBOX_TTL_MINUTES', 30, 1, 7 * 24 * 60),
    sandboxMax: readInteger(reading, 'SANDBOX_MAX', 5000, 1, 1_000_000),
    sandboxNewMax: readInteger(reading, 'SANDBOX_NEW_MAX', 200, 1, 1_000_000),
    overloadMaxEventLoopDelayMs: readInteger(reading, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
    ...(read(env, 'GRADING_THREADS') !== undefined && {
      gradingThreads: readInteger(reading, 'GRADING_THREADS', 0, 0, 64),
    }),
    gradingUnitsMax: readInteger(reading, 'GRADING_UNITS_MAX', 120_000, 1, 100_000_000),
    gradingUnitsLearnerMax: readInteger(reading, 'GRADING_UNITS_LEARNER_MAX', 30_000, 1, 100_000_000),
    ...(redisUrl && { redisUrl }),
    database: readDatabase(reading),
    gameRoundSeconds: readInteger(reading, 'GAME_ROUND_SECONDS', DEFAULT_ROUND_SECONDS, 1, 3600),
    ...(gamePool && { gamePool }),
    interviewSeconds: readInteger(reading, 'INTERVIEW_SECONDS', DEFAULT_INTERVIEW_SECONDS, 1, 3600),
    interviewShareSecrets: readShareSecrets(reading),
    learnerIdSecret: readLearnerIdSecret(reading),
    ...(trustProxy !== undefined && { trustProxy }),
  };
  if (problems.length > 0) throw new ConfigError(refusalOf(problems));
  return config;
}
