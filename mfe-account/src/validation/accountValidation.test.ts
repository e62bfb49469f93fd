import {
  isValid,
  typedClassCode,
  validateJoin,
  validateLogin,
  validateRegister,
  validateRestore,
} from './accountValidation';

describe('account validation', () => {
  it('login: email of at least 4 characters, password of at least 6', () => {
    expect(validateLogin({ email: 'a@bc', password: '123456' })).toEqual({});
    expect(validateLogin({ email: ' a@b ', password: '12345' })).toEqual({
      email: 'emptyEmail',
      password: 'shortPassword',
    });
    expect(validateLogin({ email: 'a@b.c', password: 'x'.repeat(40) })).toEqual({});
  });

  it('register: password 6 to 32 characters and both passwords equal', () => {
    const valid = { email: 'a@b.cd', password: '123456', repeatPassword: '123456' };
    expect(validateRegister(valid)).toEqual({});
    expect(validateRegister({ ...valid, password: '12345', repeatPassword: '12345' })).toEqual({
      password: 'shortPassword',
    });
    const long = 'x'.repeat(33);
    expect(validateRegister({ ...valid, password: long, repeatPassword: long })).toEqual({
      password: 'longPassword',
    });
    const longest = 'x'.repeat(32);
    expect(validateRegister({ ...valid, password: longest, repeatPassword: longest })).toEqual({});
    expect(validateRegister({ ...valid, repeatPassword: '1234567' })).toEqual({ repeatPassword: 'notMatch' });
    expect(validateRegister({ ...valid, email: 'abc' })).toEqual({ email: 'emptyEmail' });
  });

  it('restore: a trimmed email that is not empty', () => {
    expect(validateRestore({ email: 'a' })).toEqual({});
    expect(validateRestore({ email: '   ' })).toEqual({ email: 'emptyEmail' });
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
