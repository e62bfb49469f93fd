import { IdentityError, whenIdentityReady, type IdentityService } from '@qa/shared';
import { getIdentity, IDENTITY_WAIT_MS } from './getIdentity';

jest.mock('@qa/shared', () => ({
  ...jest.requireActual<typeof import('@qa/shared')>('@qa/shared'),
  whenIdentityReady: jest.fn(),
}));

describe('getIdentity', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves with the service the shell provides', async () => {
    const service = {} as IdentityService;
    jest.mocked(whenIdentityReady).mockResolvedValue(service);
    await expect(getIdentity()).resolves.toBe(service);
  });

  it('gives up with a provider-style error when the shell never provides one', async () => {
    jest.useFakeTimers();
    jest.mocked(whenIdentityReady).mockReturnValue(new Promise(() => undefined));
    const waiting = getIdentity();
    jest.advanceTimersByTime(IDENTITY_WAIT_MS);
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ code: 'auth/identity-unavailable' });
  });
});
