import type { Localized } from '../../i18n/localized';

/** The engine's own result lines, as opposed to the messages of each challenge's app. */
export const ENGINE_MESSAGES = {
  followInstructions: {
    en: 'Please follow the instructions',
    ua: 'Будь ласка, дотримуйтесь інструкцій',
    ru: 'Пожалуйста, следуйте инструкциям',
    pl: 'Postępuj zgodnie z instrukcjami',
  },
} as const satisfies Record<string, Localized>;
