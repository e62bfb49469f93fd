import type { Language } from '../i18n/languages';

/**
 * The test design techniques the challenges teach, named once in every language. A case or bug names its
 * technique by key; the API builds its full text and the level-1 hint from this table, the progress page its
 * charts.
 */
export const TECHNIQUES = {
  equivalencePartitioning: {
    en: 'Equivalence partitioning',
    ua: 'Розбиття на класи еквівалентності',
    ru: 'Разбиение на классы эквивалентности',
    pl: 'Podział na klasy równoważności',
  },
  boundaryValues: {
    en: 'Boundary value analysis',
    ua: 'Аналіз граничних значень',
    ru: 'Анализ граничных значений',
    pl: 'Analiza wartości brzegowych',
  },
  decisionTable: {
    en: 'Decision table',
    ua: 'Таблиця рішень',
    ru: 'Таблица решений',
    pl: 'Tablica decyzyjna',
  },
  stateTransition: {
    en: 'State transition',
    ua: 'Переходи станів',
    ru: 'Переходы состояний',
    pl: 'Przejścia między stanami',
  },
  errorGuessing: {
    en: 'Error guessing',
    ua: 'Вгадування помилок',
    ru: 'Предугадывание ошибок',
    pl: 'Zgadywanie błędów',
  },
} as const satisfies Record<string, Readonly<Record<Language, string>>>;

export type Technique = keyof typeof TECHNIQUES;

export const TECHNIQUE_KEYS = Object.keys(TECHNIQUES) as Technique[];
