import type { Localized } from '../../i18n/localized';

/** The engine's own result lines, as opposed to the messages of each challenge's app. */
export const ENGINE_MESSAGES = {
  followInstructions: {
    en: 'Please follow the instructions',
    ua: 'Будь ласка, дотримуйтесь інструкцій',
    ru: 'Пожалуйста, следуйте инструкциям',
    pl: 'Postępuj zgodnie z instrukcjami',
  },
  invalidCase: {
    en: 'Invalid Test Case. Try another combination of parameters',
    ua: 'Недійсний тест-кейс. Спробуйте іншу комбінацію параметрів',
    ru: 'Недействительный тест-кейс. Попробуйте другую комбинацию параметров',
    pl: 'Nieprawidłowy przypadek testowy. Spróbuj innej kombinacji parametrów',
  },
  invalidScenario: {
    en: 'Invalid Scenario. Try another combination of parameters',
    ua: 'Недійсний сценарій. Спробуйте іншу комбінацію параметрів',
    ru: 'Недействительный сценарий. Попробуйте другую комбинацию параметров',
    pl: 'Nieprawidłowy scenariusz. Spróbuj innej kombinacji parametrów',
  },
} as const satisfies Record<string, Localized>;

/** What a generator or gherkin form answers when the chosen result is not what the app does. */
export const INVALID_COMBINATION = {
  generator: ENGINE_MESSAGES.invalidCase,
  gherkin: ENGINE_MESSAGES.invalidScenario,
} as const;
