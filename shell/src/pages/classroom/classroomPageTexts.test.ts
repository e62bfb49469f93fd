import { i18n, type Language } from '@qa/shared';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';

const text = (language: Language, key: string, values: Record<string, unknown>): string =>
  i18n.getFixedT(language, CLASSROOM_PAGE_NAMESPACE)(key, values);

/** A learner's best test-design run as the grid's cell reads it, and as their detail page says it. */
const gridCell = (language: Language, caught: number, total: number) =>
  text(language, 'class.design', { caught, count: total });
const detail = (language: Language, caught: number, total: number) =>
  text(language, 'learner.design', { caught, count: total, score: 40 });

describe('the bug variants of a best run, the noun in the form the total takes', () => {
  it('in English', () => {
    expect(gridCell('en', 1, 1)).toBe('Test design: 1 of 1 bug variant caught');
    expect(gridCell('en', 7, 9)).toBe('Test design: 7 of 9 bug variants caught');
    expect(detail('en', 0, 1)).toBe('Best run: 0 of 1 bug variant caught, score 40 of 100.');
    expect(detail('en', 6, 9)).toBe('Best run: 6 of 9 bug variants caught, score 40 of 100.');
  });

  it('in Ukrainian', () => {
    expect(gridCell('ua', 1, 1)).toBe('Тест-дизайн: виявлено 1 з 1 варіанта з багом');
    expect(gridCell('ua', 2, 3)).toBe('Тест-дизайн: виявлено 2 з 3 варіантів із багами');
    expect(gridCell('ua', 7, 9)).toBe('Тест-дизайн: виявлено 7 з 9 варіантів із багами');
    expect(detail('ua', 20, 21)).toBe(
      'Найкращий запуск: виявлено 20 з 21 варіанта з багом, оцінка 40 зі 100.',
    );
    expect(detail('ua', 6, 9)).toBe(
      'Найкращий запуск: виявлено 6 з 9 варіантів із багами, оцінка 40 зі 100.',
    );
  });

  it('in Russian', () => {
    expect(gridCell('ru', 1, 1)).toBe('Тест-дизайн: выявлено 1 из 1 варианта с багом');
    expect(gridCell('ru', 2, 3)).toBe('Тест-дизайн: выявлено 2 из 3 вариантов с багами');
    expect(gridCell('ru', 20, 21)).toBe('Тест-дизайн: выявлено 20 из 21 варианта с багом');
    expect(detail('ru', 0, 1)).toBe('Лучший запуск: выявлено 0 из 1 варианта с багом, оценка 40 из 100.');
    expect(detail('ru', 6, 9)).toBe('Лучший запуск: выявлено 6 из 9 вариантов с багами, оценка 40 из 100.');
  });

  it('in Polish, where 21 takes the genitive plural', () => {
    expect(gridCell('pl', 1, 1)).toBe('Projektowanie testów: wykryto 1 z 1 wariantu z błędem');
    expect(gridCell('pl', 2, 3)).toBe('Projektowanie testów: wykryto 2 z 3 wariantów z błędami');
    expect(gridCell('pl', 20, 21)).toBe('Projektowanie testów: wykryto 20 z 21 wariantów z błędami');
    expect(detail('pl', 0, 1)).toBe('Najlepszy przebieg: wykryto 0 z 1 wariantu z błędem, wynik 40 na 100.');
    expect(detail('pl', 6, 9)).toBe(
      'Najlepszy przebieg: wykryto 6 z 9 wariantów z błędami, wynik 40 na 100.',
    );
  });
});
