import { restorePassword } from '../../challenges/definitions/exploratory/restorePassword';
import { formClasses, type TestDesign } from '../test-design';
import { passwordDesign, type PasswordOutcome } from './passwordRules';

export type RestorePasswordOutcome = PasswordOutcome<'changed'>;

/**
 * Restore Password: the first rule a new password breaks, as the description lists them (4 to 12 characters),
 * or "changed", and twelve builds that each get one rule wrong.
 */
export const restorePasswordDesign: TestDesign<RestorePasswordOutcome> = {
  fields: restorePassword.fields,
  ...passwordDesign('changed', { min: 4, max: 12 }, { previousRuleVariant: true }),
  ...formClasses(restorePassword),
};
