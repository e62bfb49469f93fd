import { provideIdentity, setTokenProvider, type IdentityService } from '@qa/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/test/helper';
import type { TokenVerifier } from '../../api/src/identity/token-verifier';
import { answerFetchWith } from './serverFetch';

/** The identity tokens the client–API tests sign in with; firebase-admin's verification has tests of its own. */
const CLAIMS: Record<string, Record<string, unknown>> = {
  learner: { email: 'learner@example.com', email_verified: true },
  subscriber: { email: 'subscriber@example.com', email_verified: true, subscription: 'active' },
};

const verifyToken: TokenVerifier = async (token) => {
  const claims = CLAIMS[token];
  if (!claims) throw new Error('unknown token');
  return { uid: `uid-${token}`, claims };
};

let currentToken: string | null = null;
setTokenProvider(async () => currentToken);
// Pages refresh the token through the identity service; the rest of it belongs to the account screens' tests.
provideIdentity({ getIdToken: async () => currentToken } as Partial<IdentityService> as IdentityService);

/** Who the page is signed in as: a token of CLAIMS, or nobody. */
export const signInAs = (token: keyof typeof CLAIMS | null): void => {
  currentToken = token;
};

/**
 * The real API server for one test file, answering the page's fetch; signed out before each test. Rate limits
 * are raised so that a file calling every challenge is not counted as one abusive client. The overload check is
 * off: it samples with a Node.js timer, and this page runs in jsdom (the API's own tests cover it).
 */
export const withRealServer = (): (() => FastifyInstance) => {
  let app: FastifyInstance | undefined;
  const current = () => {
    if (!app) throw new Error('the server has not started');
    return app;
  };
  beforeAll(async () => {
    app = await buildApp(
      { RATE_LIMIT_MAX: '100000', RATE_LIMIT_LEARNER_MAX: '100000', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' },
      verifyToken,
    );
  });
  afterAll(() => app?.close());
  beforeEach(() => signInAs(null));
  answerFetchWith(current);
  return current;
};
