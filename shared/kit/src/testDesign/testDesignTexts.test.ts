import { i18n, type Language } from '@qa/shared';
import { TEST_DESIGN_NAMESPACE } from './testDesignTexts';

/** The best run kept with progress, as the panel says it above the table. */
const bestRun = (language: Language, caught: number, total: number): string =>
  i18n.getFixedT(language, TEST_DESIGN_NAMESPACE)('bestRun', { caught, count: total, score: 40 });

describe('the best run kept with progress, the noun in the form the total of variants takes', () => {
  it('in English', () => {
    expect(bestRun('en', 1, 1)).toBe(
      'Your best run, kept with your progress: 1 of 1 variant caught, score 40 of 100.',
    );
    expect(bestRun('en', 2, 9)).toBe(
      'Your best run, kept with your progress: 2 of 9 variants caught, score 40 of 100.',
    );
  });

  it('in Ukrainian', () => {
    expect(bestRun('ua', 1, 21)).toBe(
      'Ваш найкращий запуск збережено в прогресі: виявлено 1 з 21 варіанта, оцінка 40 зі 100.',
    );
    expect(bestRun('ua', 1, 3)).toBe(
      'Ваш найкращий запуск збережено в прогресі: виявлено 1 з 3 варіантів, оцінка 40 зі 100.',
    );
    expect(bestRun('ua', 2, 9)).toBe(
      'Ваш найкращий запуск збережено в прогресі: виявлено 2 з 9 варіантів, оцінка 40 зі 100.',
    );
  });

  it('in Russian', () => {
    expect(bestRun('ru', 1, 1)).toBe(
      'Ваш лучший запуск сохранён в прогрессе: обнаружено 1 из 1 варианта, оценка 40 из 100.',
    );
    expect(bestRun('ru', 2, 9)).toBe(
      'Ваш лучший запуск сохранён в прогрессе: обнаружено 2 из 9 вариантов, оценка 40 из 100.',
    );
  });

  it('in Polish, where 21 takes the genitive plural', () => {
    expect(bestRun('pl', 1, 1)).toBe(
      'Twój najlepszy przebieg zapisano w postępach: wykryto 1 z 1 wariantu, wynik 40 na 100.',
    );
    expect(bestRun('pl', 2, 21)).toBe(
      'Twój najlepszy przebieg zapisano w postępach: wykryto 2 z 21 wariantów, wynik 40 na 100.',
    );
  });
});
