import type { IdentityService } from '@qa/shared';
import { failureOf, type Failure } from '../errors/accountErrors';
import { countConfirmationSent } from '../storage/confirmationCounter';
import { getIdentity } from './getIdentity';

/**
 * The two calls of a registration, each with its own failure (SPEC §8). After the first the account exists
 * and is signed in, so a failed send leaves the user to the dashboard's resend button.
 */
export const registerAndSendVerification = async (email: string, password: string): Promise<Failure> => {
  let identity: IdentityService;
  try {
    identity = await getIdentity();
    await identity.register(email, password);
  } catch (error) {
    return failureOf('register', error);
  }
  try {
    await identity.sendVerificationEmail();
  } catch {
    return { key: 'generic' };
  }
  countConfirmationSent();
  return { key: 'emailVerification' };
};
