import { CLASS_CODE_LENGTH, MEMBER_NAME_LENGTH } from '@qa/shared/classroom';

/**
 * One password rule for Register and Login, stated under the field before anyone types. Long enough for a
 * password manager's passphrase; no input cuts what is pasted (a cut password would then fail at login).
 */
export const PASSWORD_LENGTH = { min: 6, max: 128 } as const;

/**
 * What a password text is said with: the limits, and the count its noun agrees with (i18next's plural `count`):
 * the minimum for a password too short, else the maximum, the last number of "6 to 128 characters".
 */
export const passwordTextValues = (key?: string) => ({
  ...PASSWORD_LENGTH,
  count: key === 'shortPassword' ? PASSWORD_LENGTH.min : PASSWORD_LENGTH.max,
});

/**
 * Something, an @, a domain with at least one dot, no spaces: what the identity service takes, so a typo is
 * named at the field instead of coming back as a failure. The parts exclude each other, so it is linear.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Keys of the 'validation' texts. */
export type ValidationKey =
  | 'emptyEmail'
  | 'invalidEmail'
  | 'shortPassword'
  | 'longPassword'
  | 'weakPassword'
  | 'notMatch'
  | 'classCode'
  | 'memberName';

export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

export type LoginField = 'email' | 'password';
export type RegisterField = LoginField | 'repeatPassword';
export type RestoreField = 'email';
export type JoinField = 'code' | 'name';

const emailError = (email: string): ValidationKey | undefined => {
  const typed = email.trim();
  if (typed === '') return 'emptyEmail';
  return EMAIL_PATTERN.test(typed) ? undefined : 'invalidEmail';
};

const passwordError = (password: string): ValidationKey | undefined => {
  if (password.length < PASSWORD_LENGTH.min) return 'shortPassword';
  if (password.length > PASSWORD_LENGTH.max) return 'longPassword';
  return undefined;
};

/** Drops the fields without an error, so "no keys" means valid. */
const only = <F extends string>(errors: Record<F, ValidationKey | undefined>): FieldErrors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as FieldErrors<F>;

export const validateLogin = (values: Record<LoginField, string>): FieldErrors<LoginField> =>
  only({ email: emailError(values.email), password: passwordError(values.password) });

export const validateRegister = (values: Record<RegisterField, string>): FieldErrors<RegisterField> =>
  only({
    email: emailError(values.email),
    password: passwordError(values.password),
    repeatPassword: values.repeatPassword === values.password ? undefined : 'notMatch',
  });

export const validateRestore = (values: Record<RestoreField, string>): FieldErrors<RestoreField> =>
  only({ email: emailError(values.email) });

/** A join code as a learner may type it (lower case, spaces, dashes), in the form the server stores. */
export const typedClassCode = (input: string): string => input.toUpperCase().replace(/[\s-]/g, '');

/** A name in a class as the server counts it: composed form, trimmed, in code points (an emoji is one). */
export const typedMemberName = (input: string): string => input.normalize('NFC').trim();

/**
 * Only the lengths: which characters a code or a name may have is the server's to say, in its refusal's
 * message, so the two never disagree.
 */
export const validateJoin = (values: Record<JoinField, string>): FieldErrors<JoinField> => {
  const nameLength = [...typedMemberName(values.name)].length;
  return only({
    code: typedClassCode(values.code).length === CLASS_CODE_LENGTH ? undefined : 'classCode',
    name:
      nameLength >= MEMBER_NAME_LENGTH.min && nameLength <= MEMBER_NAME_LENGTH.max ? undefined : 'memberName',
  });
};

export const isValid = <F extends string>(errors: FieldErrors<F>): boolean =>
  Object.keys(errors).length === 0;
