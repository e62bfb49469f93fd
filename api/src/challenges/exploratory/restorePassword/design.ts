import { rules } from './rules';
import { type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { passwordDesign, type PasswordOutcome } from '../../support/password-design';

export type RestorePasswordOutcome = PasswordOutcome<'changed'>;

/**
 * Restore Password: the first rule a new password breaks, as the description lists them (4 to 12 characters),
 * or "changed", and thirteen builds that each get one rule wrong. Build 2 drops the number; it also stops
 * trimming the new password before comparing it with the previous one. An interview also draws three faults no
 * variant shows.
 */
export const design: TestDesign<RestorePasswordOutcome> = {
  fields: rules.fields,
  ...passwordDesign(
    'changed',
    { min: 4, max: 12 },
    {
      previousRuleVariant: true,
      build2: {
        releaseNote: {
          en: 'Build 2: a number is no longer required in the new password. If it meets every other rule, the password is changed without one.',
          ua: 'Збірка 2: цифра в новому паролі більше не обов’язкова. Якщо пароль відповідає всім іншим правилам, його буде змінено і без цифри.',
          ru: 'Сборка 2: цифра в новом пароле больше не обязательна. Если пароль соответствует всем остальным правилам, он будет изменён и без цифры.',
          pl: 'Build 2: cyfra w nowym haśle nie jest już wymagana. Hasło spełniające wszystkie pozostałe zasady zostanie zmienione także bez cyfry.',
        },
        change: { unchecked: 'number' },
        regression: { previousUntrimmed: true },
      },
    },
  ),
  ...formClasses(rules),
};
