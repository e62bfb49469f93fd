import type { FastifyInstance } from 'fastify';
import { signShare, verifyShare } from '../../../src/interview/share-token';
import { buildApp } from '../../helper';

const NEW = 'n'.repeat(32);
const OLD = 'o'.repeat(32);

describe('the interview plugin', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ INTERVIEW_SECONDS: '90', INTERVIEW_SHARE_SECRETS: `${NEW},${OLD}` });
  }, 30_000);

  afterAll(() => app.close());

  it("hands the routes the deployment's session length and share keys", () => {
    expect(app.interview.seconds).toBe(90);
    expect(app.interview.shareSecrets).toEqual([NEW, OLD]);
    const now = new Date('2026-11-27T09:00:00Z');
    const token = signShare('a1', new Date(now.getTime() + 60_000), app.interview.shareSecrets);
    expect(verifyShare(token, now, [NEW])).toBe('a1');
  });

  it('keeps sessions in the database the app opened', async () => {
    const now = new Date('2026-11-27T09:00:00Z');
    const session = await app.interview.start({
      learner: 'uid-ann',
      verified: true,
      family: 'triangle',
      seed: '7',
      drawn: ['flatAccepted'],
      now,
      seconds: app.interview.seconds,
    });
    expect(session.endsAt).toEqual(new Date(now.getTime() + 90_000));
    expect(await app.interview.find(session.id, 'uid-ann')).toEqual(session);
  });

  it('lasts 25 minutes unless told otherwise', async () => {
    const plain = await buildApp();
    try {
      expect(plain.interview.seconds).toBe(1500);
      expect(plain.interview.shareSecrets).toHaveLength(1);
    } finally {
      await plain.close();
    }
  });
});
