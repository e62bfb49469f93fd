import type { Language } from '@qa/shared/catalogue';
import type { Localized } from '../../i18n/localized';

/**
 * The test design techniques the challenges teach, named once in every language. A case or bug names its
 * technique by key; its full text and the level-1 hint are built from this table.
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
} as const satisfies Record<string, Localized>;

export type Technique = keyof typeof TECHNIQUES;

/** "Boundary value analysis: zero in both fields": how a case or bug is named on the page and in answers. */
export const findingText = (finding: { technique: Technique; text: Localized }, language: Language): string =>
  `${TECHNIQUES[finding.technique][language]}: ${finding.text[language]}`;
