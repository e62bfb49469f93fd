import { rules } from './rules';
import { PASSWORD_LENGTH } from '../../support/password';
import { type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { passwordDesign, type PasswordOutcome } from '../../support/password-design';

export type PasswordValidationOutcome = PasswordOutcome<'valid'>;

/**
 * Password Validation: the first rule a password breaks, in the order the form checks them, or "valid", and
 * twelve builds that each get one rule wrong (its expert design never tries the previous password unchecked).
 * Build 2 drops the special character; reworking the character rules, it lets letters of any alphabet count.
 * An interview also draws four faults no variant shows, the previous password unchecked among them.
 */
export const design: TestDesign<PasswordValidationOutcome> = {
  fields: rules.fields,
  ...passwordDesign('valid', PASSWORD_LENGTH, {
    previousRuleVariant: false,
    build2: {
      releaseNote: {
        en: 'Build 2: a special character is no longer required. A password that meets every other rule is valid without one.',
        ua: 'Збірка 2: спецсимвол більше не обов’язковий. Пароль, який відповідає всім іншим правилам, коректний і без нього.',
        ru: 'Сборка 2: спецсимвол больше не обязателен. Пароль, который соответствует всем остальным правилам, корректен и без него.',
        pl: 'Build 2: znak specjalny nie jest już wymagany. Hasło spełniające wszystkie pozostałe zasady jest poprawne także bez niego.',
      },
      change: { unchecked: 'symbol' },
      regression: { anyAlphabet: true },
    },
  }),
  ...formClasses(rules),
};
