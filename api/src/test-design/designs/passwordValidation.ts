import { passwordValidation } from '../../challenges/definitions/scripted/passwordValidation';
import { PASSWORD_LENGTH } from '../../challenges/support/password';
import { formClasses, type TestDesign } from '../test-design';
import { passwordDesign, type PasswordOutcome } from './passwordRules';

export type PasswordValidationOutcome = PasswordOutcome<'valid'>;

/**
 * Password Validation: the first rule a password breaks, in the order the form checks them, or "valid", and
 * eleven builds that each get one rule wrong (its expert design never tries the previous password unchecked).
 */
export const passwordValidationDesign: TestDesign<PasswordValidationOutcome> = {
  fields: passwordValidation.fields,
  ...passwordDesign('valid', PASSWORD_LENGTH, { previousRuleVariant: false }),
  ...formClasses(passwordValidation),
};
