import { IdentityError } from '@qa/shared';
import { noticeForError, type AccountCall, type Notice } from './accountErrors';

const failure = (code: string) => new IdentityError(code, `Firebase: Error (${code}).`);

describe('account error mapping (SPEC §8)', () => {
  it.each<[AccountCall, string, Notice]>([
    ['login', 'auth/wrong-password', { key: 'errorCredentials' }],
    ['login', 'auth/invalid-credential', { key: 'errorCredentials' }],
    ['login', 'auth/too-many-requests', { key: 'generic' }],
    ['login', 'auth/weak-password', { key: 'generic' }],
    ['register', 'auth/weak-password', { key: 'errorWeakPassword' }],
    ['register', 'auth/email-already-in-use', { key: 'emailExists' }],
    ['register', 'auth/account-exists-with-different-credential', { key: 'differentProvider' }],
    ['register', 'auth/invalid-credential', { key: 'generic' }],
    ['restore', 'auth/invalid-email', { key: 'generic' }],
    ['restore', 'auth/user-not-found', { providerMessage: 'Firebase: Error (auth/user-not-found).' }],
    ['restore', 'auth/network-request-failed', { key: 'generic' }],
  ])('%s: %s', (call, code, notice) => {
    expect(noticeForError(call, failure(code))).toEqual(notice);
  });

  it('treats anything that is not a provider error as generic', () => {
    expect(noticeForError('login', new Error('boom'))).toEqual({ key: 'generic' });
    expect(noticeForError('restore', 'auth/user-not-found')).toEqual({ key: 'generic' });
  });

  it('does not take a code from the object prototype for a mapping', () => {
    expect(noticeForError('login', failure('toString'))).toEqual({ key: 'generic' });
  });
});
