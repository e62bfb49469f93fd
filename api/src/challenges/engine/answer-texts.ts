import type { Localized } from '../../i18n/localized';

/** The sentences around the answers and hints; {{...}} marks what is filled in. */
export const ANSWER_TEXTS = {
  caseLine: {
    en: 'Test case {{n}}: {{text}}. Example: {{example}}',
    ua: 'Тест-кейс {{n}}: {{text}}. Приклад: {{example}}',
    ru: 'Тест-кейс {{n}}: {{text}}. Пример: {{example}}',
    pl: 'Przypadek testowy {{n}}: {{text}}. Przykład: {{example}}',
  },
  bugLine: {
    en: 'Bug {{n}}: {{text}}. Example: {{example}}',
    ua: 'Баг {{n}}: {{text}}. Приклад: {{example}}',
    ru: 'Баг {{n}}: {{text}}. Пример: {{example}}',
    pl: 'Błąd {{n}}: {{text}}. Przykład: {{example}}',
  },
  hintTechnique: {
    en: 'Think about this technique: {{technique}}.',
    ua: 'Подумайте про цю техніку: {{technique}}.',
    ru: 'Подумайте об этой технике: {{technique}}.',
    pl: 'Pomyśl o tej technice: {{technique}}.',
  },
  hintCase: {
    en: 'Look for this test case: {{text}}.',
    ua: 'Шукайте такий тест-кейс: {{text}}.',
    ru: 'Ищите такой тест-кейс: {{text}}.',
    pl: 'Szukaj takiego przypadku testowego: {{text}}.',
  },
  hintExample: {
    en: 'Try these values: {{example}}.',
    ua: 'Спробуйте такі значення: {{example}}.',
    ru: 'Попробуйте такие значения: {{example}}.',
    pl: 'Spróbuj tych wartości: {{example}}.',
  },
  /** Between the requests of a state transition, each in brackets: "[DELETE …], then [GET …]". */
  then: { en: ', then ', ua: ', потім ', ru: ', затем ', pl: ', potem ' },
  hintAction: {
    en: 'Try this: {{example}}.',
    ua: 'Спробуйте так: {{example}}.',
    ru: 'Попробуйте так: {{example}}.',
    pl: 'Spróbuj tak: {{example}}.',
  },
} as const satisfies Record<string, Localized>;
