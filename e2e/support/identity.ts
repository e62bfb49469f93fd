/** The Authentication emulator's test API: the emails it "sent" and the accounts it holds. */
import type { APIRequestContext } from '@playwright/test';
import { IDENTITY_URL, SIGN_UP_URL } from '../../scripts/identity-config.mjs';
import { PROJECT_ID } from '../../scripts/processes.mjs';

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobLink: string;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const oobCodes = async (request: APIRequestContext, email: string): Promise<OobCode[]> => {
  const response = await request.get(`${IDENTITY_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as { oobCodes: OobCode[] };
  return codes.filter((code) => code.email === email);
};

/** Follows the verification link of the emulator's email, as the user clicking it would. */
export const verifyEmail = async (request: APIRequestContext, email: string): Promise<void> => {
  const link = (await oobCodes(request, email)).find((code) => code.requestType === 'VERIFY_EMAIL');
  if (!link) throw new Error(`no verification email for ${email}`);
  const response = await request.get(link.oobLink);
  if (!response.ok()) throw new Error(`verification link answered ${response.status()}`);
};

/** The password of the accounts tests make with `createAccount`. */
export const TEST_PASSWORD = 'secret-password-1';

/** An account made straight in the emulator, for tests that are not about registering. */
export const createAccount = async (request: APIRequestContext, email: string, password: string) => {
  const response = await request.post(SIGN_UP_URL, {
    data: { email, password, returnSecureToken: true },
  });
  if (!response.ok()) throw new Error(`sign-up answered ${response.status()}`);
  return (await response.json()) as { idToken: string; localId: string; refreshToken: string };
};

/** Marks the account's email address confirmed, as an administrator can (the emulator's admin call). */
export const confirmEmail = async (request: APIRequestContext, localId: string): Promise<void> => {
  const response = await request.post(
    `${IDENTITY_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { headers: { authorization: 'Bearer owner' }, data: { localId, emailVerified: true } },
  );
  if (!response.ok()) throw new Error(`confirming the email answered ${response.status()}`);
};

/** Asks the emulator for a new identity token with a refresh token, as the Firebase client does every hour. */
export const refreshIdToken = (request: APIRequestContext, refreshToken: string) =>
  request.post(`${IDENTITY_URL}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
