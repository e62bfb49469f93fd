import { IdentityError } from '@qa/shared';
import { failureOf, type AccountCall, type Failure } from './accountErrors';

const failure = (code: string) => new IdentityError(code, `Firebase: Error (${code}).`);

describe('account error mapping (SPEC §8)', () => {
  it.each<[AccountCall, string, Failure]>([
    ['login', 'auth/wrong-password', { key: 'errorCredentials' }],
    ['login', 'auth/invalid-credential', { key: 'errorCredentials' }],
    ['login', 'auth/too-many-requests', { key: 'generic' }],
    ['register', 'auth/weak-password', { field: 'password', key: 'weakPassword' }],
    ['register', 'auth/invalid-email', { field: 'email', key: 'invalidEmail' }],
    ['login', 'auth/invalid-email', { field: 'email', key: 'invalidEmail' }],
    ['login', 'auth/missing-password', { field: 'password', key: 'shortPassword' }],
    ['register', 'auth/email-already-in-use', { key: 'emailExists' }],
    ['register', 'auth/account-exists-with-different-credential', { key: 'differentProvider' }],
    ['register', 'auth/invalid-credential', { key: 'generic' }],
    ['restore', 'auth/invalid-email', { field: 'email', key: 'invalidEmail' }],
    ['restore', 'auth/user-not-found', { providerMessage: 'Firebase: Error (auth/user-not-found).' }],
    ['restore', 'auth/network-request-failed', { key: 'generic' }],
  ])('%s: %s', (call, code, shown) => {
    expect(failureOf(call, failure(code))).toEqual(shown);
  });

  it('treats anything that is not a provider error as generic', () => {
    expect(failureOf('login', new Error('boom'))).toEqual({ key: 'generic' });
    expect(failureOf('restore', 'auth/user-not-found')).toEqual({ key: 'generic' });
  });

  it('does not take a code from the object prototype for a mapping', () => {
    expect(failureOf('login', failure('toString'))).toEqual({ key: 'generic' });
  });
});
