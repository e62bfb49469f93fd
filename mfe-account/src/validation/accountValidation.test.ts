import {
  isValid,
  typedClassCode,
  validateJoin,
  validateLogin,
  validateRegister,
  validateRestore,
} from './accountValidation';

describe('account validation', () => {
  it('an email: something, an @ and a domain with a dot, trimmed; empty and malformed named apart', () => {
    for (const email of ['a@b.cd', ' ann.lee+qa@mail.example.com ', 'o@x.co.uk'])
      expect(validateRestore({ email })).toEqual({});
    expect(validateRestore({ email: '   ' })).toEqual({ email: 'emptyEmail' });
    for (const email of [
      'a@b',
      'bad',
      'ann@',
      '@b.cd',
      'ann lee@b.cd',
      'ann@b.',
      'ann@.cd',
      'a@b@c.de',
      'ann@b..cd',
    ])
      expect(validateRestore({ email })).toEqual({ email: 'invalidEmail' });
  });

  it('one password rule on Register and Login: 6 to 128 characters, a long passphrase whole', () => {
    const email = 'a@b.cd';
    const passphrase = 'correct horse battery staple '.repeat(5).slice(0, 128);
    for (const password of ['123456', passphrase]) {
      expect(validateLogin({ email, password })).toEqual({});
      expect(validateRegister({ email, password, repeatPassword: password })).toEqual({});
    }
    for (const [password, key] of [
      ['12345', 'shortPassword'],
      [`${passphrase}!`, 'longPassword'],
    ] as const) {
      expect(validateLogin({ email, password })).toEqual({ password: key });
      expect(validateRegister({ email, password, repeatPassword: password })).toEqual({ password: key });
    }
  });

  it('register: both passwords equal', () => {
    const valid = { email: 'a@b.cd', password: '123456', repeatPassword: '123456' };
    expect(validateRegister({ ...valid, repeatPassword: '1234567' })).toEqual({ repeatPassword: 'notMatch' });
  });

  it('is valid when no field has an error', () => {
    expect(isValid({})).toBe(true);
    expect(isValid({ email: 'emptyEmail' })).toBe(false);
  });

  it('join: a code of 6 characters as typed, and a name of 2 to 40 characters', () => {
    expect(typedClassCode(' abc-2 34 ')).toBe('ABC234');
    expect(validateJoin({ code: 'abc-234', name: 'Ann' })).toEqual({});
    expect(validateJoin({ code: 'ABC23', name: ' A ' })).toEqual({ code: 'classCode', name: 'memberName' });
    expect(validateJoin({ code: 'ABC2345', name: 'x'.repeat(41) })).toEqual({
      code: 'classCode',
      name: 'memberName',
    });
    // Counted as the server does: 40 emoji are 40 characters, not 80.
    expect(validateJoin({ code: 'ABC234', name: '😀'.repeat(40) })).toEqual({});
  });
});
