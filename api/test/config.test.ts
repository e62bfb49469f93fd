import { ConfigError, MIN_SHARE_SECRET_LENGTH, firebaseProjectIdOf, loadConfig } from '../src/config';
import { DEFAULT_PGLITE_DIR } from '../src/paths';

const SECRET = 's'.repeat(MIN_SHARE_SECRET_LENGTH);

/** Everything a deployment must set itself, and nothing else. */
const DEPLOYED = {
  FIREBASE_PROJECT_ID: 'qa-practice-school',
  INTERVIEW_SHARE_SECRETS: SECRET,
  LEARNER_ID_SECRET: 'l'.repeat(MIN_SHARE_SECRET_LENGTH),
  ALLOWED_ORIGINS: 'https://qa.school.example',
  PGLITE_DIR: '/var/lib/qa-practice/pglite',
};

/** The lines of a refusal: its heading, then one per setting. */
const refusalLines = (load: () => unknown): string[] => {
  try {
    load();
  } catch (error) {
    if (error instanceof ConfigError) return error.message.split('\n');
    throw error;
  }
  throw new Error('the config was accepted');
};

describe('loadConfig', () => {
  it('has working local defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      listenHosts: ['::', '0.0.0.0'],
      allowedOrigins: ['http://localhost:3000'],
      appEnv: 'local',
      firebaseProjectId: 'demo-qa-practice',
      rateLimitMax: 3000,
      rateLimitLearnerMax: 600,
      bodyLimit: 16 * 1024,
      logLevel: 'info',
      sandboxTtlMinutes: 30,
      sandboxMax: 5000,
      sandboxNewMax: 200,
      overloadMaxEventLoopDelayMs: 1000,
      gradingUnitsMax: 120_000,
      gradingUnitsLearnerMax: 30_000,
      database: { dataDir: DEFAULT_PGLITE_DIR },
      gameRoundSeconds: 300,
      interviewSeconds: 1500,
      interviewShareSecrets: [expect.stringMatching(/^[\w-]{43}$/)],
      learnerIdSecret: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      ALLOWED_ORIGINS: 'http://localhost:3000, https://qa.example.com:8443',
      APP_ENV: 'staging',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_PROJECT_ID: 'qa-practice-staging',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_LEARNER_MAX: '3',
      BODY_LIMIT: '2048',
      LOG_LEVEL: 'warn',
      SANDBOX_TTL_MINUTES: '5',
      SANDBOX_MAX: '10',
      SANDBOX_NEW_MAX: '20',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      GRADING_THREADS: '3',
      GRADING_UNITS_MAX: '5000',
      GRADING_UNITS_LEARNER_MAX: '700',
      REDIS_URL: 'redis://cache.internal:6379/0',
      DATABASE_URL: 'postgresql://qa:secret@db.internal:5432/qa',
      GAME_ROUND_SECONDS: '60',
      GAME_POOL: ' scripted, exploratory_triangle ,',
      INTERVIEW_SECONDS: '600',
      INTERVIEW_SHARE_SECRETS: ` ${'a'.repeat(32)} ,${'b'.repeat(40)},`,
      LEARNER_ID_SECRET: ` ${'l'.repeat(32)} `,
      TRUST_PROXY: '10.0.0.0/8, 2001:db8::1, loopback',
    });
    expect(config).toEqual({
      port: 9000,
      listenHosts: ['127.0.0.1'],
      allowedOrigins: ['http://localhost:3000', 'https://qa.example.com:8443'],
      appEnv: 'staging',
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
      firebaseProjectId: 'qa-practice-staging',
      rateLimitMax: 5,
      rateLimitLearnerMax: 3,
      bodyLimit: 2048,
      logLevel: 'warn',
      sandboxTtlMinutes: 5,
      sandboxMax: 10,
      sandboxNewMax: 20,
      overloadMaxEventLoopDelayMs: 0,
      gradingThreads: 3,
      gradingUnitsMax: 5000,
      gradingUnitsLearnerMax: 700,
      redisUrl: 'redis://cache.internal:6379/0',
      database: { url: 'postgresql://qa:secret@db.internal:5432/qa' },
      gameRoundSeconds: 60,
      gamePool: ['scripted', 'exploratory_triangle'],
      interviewSeconds: 600,
      interviewShareSecrets: ['a'.repeat(32), 'b'.repeat(40)],
      learnerIdSecret: 'l'.repeat(32),
      trustProxy: ['10.0.0.0/8', '2001:db8::1', 'loopback'],
    });
  });

  it('names every wrong setting in one refusal, locally too', () => {
    expect(refusalLines(() => loadConfig({ PORT: '-1', REDIS_URL: 'cache:6379', APP_ENV: 'prod' }))).toEqual([
      'The API cannot start: 3 settings must be set or corrected.',
      '- APP_ENV must be one of local, staging, production, got "prod".',
      '- REDIS_URL must be a redis:// or rediss:// address, got "cache:6379".',
      '- PORT must be a whole number from 0 to 65535, got "-1".',
    ]);
  });

  it('refuses a TRUST_PROXY that names no proxy, a count of hops included', () => {
    for (const value of ['1', 'everyone', '10.0.0.0/33', '10.0.0.1/8/1', '2001:db8::/129', ', ,x'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY ".*" is not a proxy's address/);
  });

  it('treats empty variables as unset', () => {
    expect(
      loadConfig({
        PORT: '',
        HOST: ' ',
        APP_ENV: '',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        GAME_POOL: ' ',
        INTERVIEW_SHARE_SECRETS: ' , ',
        LEARNER_ID_SECRET: ' ',
        TRUST_PROXY: ' ',
      }),
    ).toEqual(loadConfig({}));
  });

  it('keeps the embedded database where PGLITE_DIR says', () => {
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).database).toEqual({ dataDir: 'memory://' });
  });

  it('does not repeat a refused DATABASE_URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://qa:secret@db:3306/qa' })).toThrow(
      new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// address.'),
    );
  });

  it('refuses production with the auth emulator', () => {
    expect(() =>
      loadConfig({ ...DEPLOYED, APP_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(new ConfigError('FIREBASE_AUTH_EMULATOR_HOST must not be set when APP_ENV is production.'));
  });

  it('accepts production without the emulator and the emulator outside production', () => {
    expect(loadConfig({ ...DEPLOYED, APP_ENV: 'production' }).appEnv).toBe('production');
    expect(
      loadConfig({ APP_ENV: 'local', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })
        .firebaseAuthEmulatorHost,
    ).toBe('localhost:9099');
  });

  describe('with the identity emulator, whose tokens anyone can write', () => {
    const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

    it('listens on loopback only by default', () => {
      expect(loadConfig(EMULATOR).listenHosts).toEqual(['localhost']);
    });

    it.each(['localhost', '127.0.0.1', '127.1.2.3', '::1'])('accepts HOST=%s', (host) => {
      expect(loadConfig({ ...EMULATOR, HOST: host }).listenHosts).toEqual([host]);
    });

    it.each(['0.0.0.0', '::', '192.168.1.20'])('refuses HOST=%s, which the network reaches', (host) => {
      expect(() => loadConfig({ ...EMULATOR, HOST: host })).toThrow(/ALLOW_EMULATOR_ON_NETWORK=true/);
      // In every environment, not only production.
      expect(() => loadConfig({ ...EMULATOR, HOST: host, APP_ENV: 'staging' })).toThrow(ConfigError);
    });

    it('listens on the network when ALLOW_EMULATOR_ON_NETWORK=true says so', () => {
      expect(
        loadConfig({ ...EMULATOR, HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK: 'true' }).listenHosts,
      ).toEqual(['0.0.0.0']);
    });
  });

  describe('interview share keys', () => {
    it.each(['staging', 'production'])('are required when APP_ENV is %s', (appEnv) => {
      const refusal = new ConfigError(
        `INTERVIEW_SHARE_SECRETS must be set when APP_ENV is ${appEnv}: one or more random keys of at least 32 ` +
          'characters, comma-separated, the same on every instance (the first signs the share links, all verify).',
      );
      const deployed = { ...DEPLOYED, APP_ENV: appEnv };
      expect(() => loadConfig({ ...deployed, INTERVIEW_SHARE_SECRETS: undefined })).toThrow(refusal);
      expect(() => loadConfig({ ...deployed, INTERVIEW_SHARE_SECRETS: ' ,' })).toThrow(refusal);
      expect(loadConfig(deployed).interviewShareSecrets).toEqual([SECRET]);
    });

    it('are one random key per process locally, the same in every config loaded', () => {
      const [secret] = loadConfig({}).interviewShareSecrets;
      expect(secret!.length).toBeGreaterThanOrEqual(MIN_SHARE_SECRET_LENGTH);
      expect(loadConfig({ PORT: '9000' }).interviewShareSecrets).toEqual([secret]);
    });

    it('does not repeat a refused key', () => {
      const short = 'tooshort-but-secret';
      expect(() => loadConfig({ INTERVIEW_SHARE_SECRETS: `${SECRET},${short}` })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining(short) }),
      );
    });
  });

  describe('the learner id key', () => {
    it.each(['staging', 'production'])('is required when APP_ENV is %s', (appEnv) => {
      const deployed = { ...DEPLOYED, APP_ENV: appEnv };
      expect(() => loadConfig({ ...deployed, LEARNER_ID_SECRET: undefined })).toThrow(
        new ConfigError(
          `LEARNER_ID_SECRET must be set when APP_ENV is ${appEnv}: a random key of at least 32 characters, the ` +
            'same on every instance and never changed (a new key gives every learner a new id).',
        ),
      );
      expect(loadConfig({ ...deployed, LEARNER_ID_SECRET: SECRET }).learnerIdSecret).toBe(SECRET);
    });

    it('is one random key per process locally, so every config gives a learner the same id', () => {
      const { learnerIdSecret, interviewShareSecrets } = loadConfig({});
      expect(learnerIdSecret.length).toBeGreaterThanOrEqual(MIN_SHARE_SECRET_LENGTH);
      expect(loadConfig({ PORT: '9000' }).learnerIdSecret).toBe(learnerIdSecret);
      expect(interviewShareSecrets).not.toContain(learnerIdSecret);
    });

    it('does not repeat a refused key', () => {
      const short = 'tooshort-but-secret';
      expect(() => loadConfig({ LEARNER_ID_SECRET: short })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining(short) }),
      );
    });
  });

  it.each([
    ['LEARNER_ID_SECRET', 'short'],
    ['PORT', 'http'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_LEARNER_MAX', '1000001'],
    ['BODY_LIMIT', '1e6'],
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', '60001'],
    ['GAME_ROUND_SECONDS', '0'],
    ['GAME_ROUND_SECONDS', '3601'],
    ['INTERVIEW_SECONDS', '0'],
    ['INTERVIEW_SECONDS', '3601'],
    ['INTERVIEW_SECONDS', '25m'],
    ['INTERVIEW_SHARE_SECRETS', 'short'],
    ['INTERVIEW_SHARE_SECRETS', `${SECRET},${'s'.repeat(MIN_SHARE_SECRET_LENGTH - 1)}`],
    ['APP_ENV', 'prod'],
    ['REDIS_URL', 'http://cache.internal:6379'],
    ['REDIS_URL', 'cache.internal:6379'],
    ['DATABASE_URL', 'db.internal:5432/qa'],
    ['ALLOWED_ORIGINS', 'http://localhost:3000/'],
    ['ALLOWED_ORIGINS', 'localhost:3000'],
    ['ALLOWED_ORIGINS', 'http://localhost:3000/app'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      expect.objectContaining({ name: 'ConfigError', message: expect.stringContaining(name) }),
    );
  });
});

describe('loadConfig in staging and production', () => {
  /** What an operator reads for a setting left unset: the variable, then what to set. */
  const missing = (name: string, appEnv: string) =>
    expect.stringMatching(new RegExp(`^- ${name} must be set when APP_ENV is ${appEnv}: \\w.{20,}\\.$`));

  it.each(['staging', 'production'])(
    'names every missing setting in one refusal, each with what to set (APP_ENV=%s)',
    (appEnv) => {
      expect(refusalLines(() => loadConfig({ APP_ENV: appEnv }))).toEqual([
        'The API cannot start: 5 settings must be set or corrected.',
        missing('ALLOWED_ORIGINS', appEnv),
        missing('FIREBASE_PROJECT_ID', appEnv),
        missing('DATABASE_URL or PGLITE_DIR', appEnv),
        missing('INTERVIEW_SHARE_SECRETS', appEnv),
        missing('LEARNER_ID_SECRET', appEnv),
      ]);
    },
  );

  it.each(['staging', 'production'])('names wrong values beside missing ones (APP_ENV=%s)', (appEnv) => {
    const lines = refusalLines(() =>
      loadConfig({
        APP_ENV: appEnv,
        PORT: 'http',
        ALLOWED_ORIGINS: 'qa.school.example',
        LEARNER_ID_SECRET: 'short',
        DATABASE_URL: 'mysql://qa:secret@db:3306/qa',
      }),
    );
    expect(lines).toEqual([
      'The API cannot start: 6 settings must be set or corrected.',
      '- PORT must be a whole number from 0 to 65535, got "http".',
      '- ALLOWED_ORIGINS must list origins like http://localhost:3000, got "qa.school.example".',
      missing('FIREBASE_PROJECT_ID', appEnv),
      '- DATABASE_URL must be a postgres:// or postgresql:// address.',
      missing('INTERVIEW_SHARE_SECRETS', appEnv),
      '- LEARNER_ID_SECRET must be a key of at least 32 characters.',
    ]);
  });

  it.each(['staging', 'production'])('accepts a complete environment (APP_ENV=%s)', (appEnv) => {
    expect(loadConfig({ ...DEPLOYED, APP_ENV: appEnv })).toMatchObject({
      appEnv,
      allowedOrigins: ['https://qa.school.example'],
      firebaseProjectId: 'qa-practice-school',
      database: { dataDir: '/var/lib/qa-practice/pglite' },
      interviewShareSecrets: [SECRET],
      learnerIdSecret: DEPLOYED.LEARNER_ID_SECRET,
    });
    // A PostgreSQL server instead of the embedded database's folder.
    const { PGLITE_DIR: _folder, ...withServer } = DEPLOYED;
    expect(
      loadConfig({ ...withServer, APP_ENV: appEnv, DATABASE_URL: 'postgresql://qa@db.internal/qa' }).database,
    ).toEqual({ url: 'postgresql://qa@db.internal/qa' });
  });

  it('never takes the project silently: not from Google variables, never a demo project without the emulator', () => {
    const deployed = { ...DEPLOYED, APP_ENV: 'production', FIREBASE_PROJECT_ID: undefined };
    for (const google of [
      { GCLOUD_PROJECT: 'demo-qa-practice' },
      { GOOGLE_CLOUD_PROJECT: 'qa-practice-school' },
    ]) {
      expect(refusalLines(() => loadConfig({ ...deployed, ...google }))).toEqual([
        expect.stringMatching(
          /^FIREBASE_PROJECT_ID must be set when APP_ENV is production: the id of the Firebase/,
        ),
      ]);
    }
    expect(() => loadConfig({ ...deployed, FIREBASE_PROJECT_ID: 'demo-qa-practice' })).toThrow(
      /^FIREBASE_PROJECT_ID "demo-qa-practice" is a demo project, which only the identity emulator knows: set the id/,
    );
    // Staging may run on the emulator, which knows only demo projects.
    expect(
      loadConfig({
        ...deployed,
        APP_ENV: 'staging',
        FIREBASE_PROJECT_ID: 'demo-qa-practice',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }).firebaseProjectId,
    ).toBe('demo-qa-practice');
  });
});

describe('firebaseProjectIdOf', () => {
  it.each([
    [{ FIREBASE_PROJECT_ID: 'a', GCLOUD_PROJECT: 'b', GOOGLE_CLOUD_PROJECT: 'c' }, 'a'],
    [{ FIREBASE_PROJECT_ID: ' ', GCLOUD_PROJECT: 'b', GOOGLE_CLOUD_PROJECT: 'c' }, 'b'],
    [{ GOOGLE_CLOUD_PROJECT: 'c' }, 'c'],
    [{}, 'demo-qa-practice'],
  ])('reads %p as %p, the project the server and the admin script share', (env, projectId) => {
    expect(firebaseProjectIdOf(env)).toBe(projectId);
  });
});
