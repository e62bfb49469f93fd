import type { Notice } from '../errors/accountErrors';
import { canSendConfirmation, countConfirmationSent } from '../storage/confirmationCounter';
import { getIdentity } from './getIdentity';

/**
 * The dashboard's resend (SPEC §8): refused once 3 emails were counted; a failed send (the provider's own
 * rate limit, mostly) reads the same, 'Please wait'.
 */
export const resendVerification = async (): Promise<Notice> => {
  if (!canSendConfirmation()) return { key: 'emailVerificationLimit' };
  try {
    const identity = await getIdentity();
    await identity.sendVerificationEmail();
  } catch {
    return { key: 'emailVerificationLimit' };
  }
  countConfirmationSent();
  return { key: 'emailVerification' };
};
