import { act, render, screen } from '@testing-library/react';
import { i18n, type Language } from '@qa/shared';
import type { TestRunResult } from '@qa/shared/test-design/schema';
import { RunResults, RowVerdict } from './RunResults';
import './testDesignTexts';

/** A run of `rows` rows that caught `caught` variants. */
const run = (rows: number, caught: number): TestRunResult => ({
  build: 1,
  rows: Array.from({ length: rows }, () => ({
    validOnReference: true,
    referenceOutcome: 'equilateral',
    uncounted: 'overLimit' as const,
  })),
  variantsTotal: 9,
  variantsCaught: caught,
  missed: [],
  redundant: [],
  uncoveredClasses: { cases: [], bugs: [] },
  score: 50,
});

const efficiencyIn = async (language: Language, rows: number, caught: number): Promise<string> => {
  await act(() => i18n.changeLanguage(language));
  const { unmount } = render(<RunResults result={run(rows, caught)} fieldLabel={(slot) => slot} />);
  const line = screen.getByText(/^(Efficiency|Ефективність|Эффективность|Efektywność):/).textContent ?? '';
  unmount();
  return line;
};

describe('the efficiency of a run, in each language', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('in English: one test case, or test cases with a decimal point', async () => {
    expect(await efficiencyIn('en', 3, 3)).toBe('Efficiency: 1 test case per variant caught');
    expect(await efficiencyIn('en', 17, 10)).toBe('Efficiency: 1.7 test cases per variant caught');
  });

  it('in Polish: a decimal comma and the genitive singular after a fraction', async () => {
    expect(await efficiencyIn('pl', 17, 10)).toBe(
      'Efektywność: 1,7 przypadku testowego na jeden wykryty wariant',
    );
    expect(await efficiencyIn('pl', 3, 3)).toBe('Efektywność: 1 przypadek testowy na jeden wykryty wariant');
    expect(await efficiencyIn('pl', 4, 2)).toBe('Efektywność: 2 przypadki testowe na jeden wykryty wariant');
    expect(await efficiencyIn('pl', 10, 2)).toBe(
      'Efektywność: 5 przypadków testowych na jeden wykryty wariant',
    );
  });

  it('in Ukrainian, by Ukrainian plural rules (ua is uk)', async () => {
    expect(await efficiencyIn('ua', 17, 10)).toBe('Ефективність: 1,7 тест-кейсу на один виявлений варіант');
    expect(await efficiencyIn('ua', 3, 3)).toBe('Ефективність: 1 тест-кейс на один виявлений варіант');
    expect(await efficiencyIn('ua', 4, 2)).toBe('Ефективність: 2 тест-кейси на один виявлений варіант');
    expect(await efficiencyIn('ua', 10, 2)).toBe('Ефективність: 5 тест-кейсів на один виявлений варіант');
  });

  it('in Russian', async () => {
    expect(await efficiencyIn('ru', 17, 10)).toBe(
      'Эффективность: 1,7 тест-кейса на один обнаруженный вариант',
    );
    expect(await efficiencyIn('ru', 3, 3)).toBe('Эффективность: 1 тест-кейс на один обнаруженный вариант');
    expect(await efficiencyIn('ru', 4, 2)).toBe('Эффективность: 2 тест-кейса на один обнаруженный вариант');
    expect(await efficiencyIn('ru', 10, 2)).toBe('Эффективность: 5 тест-кейсов на один обнаруженный вариант');
  });

  it('rounds the figure before choosing the form, so a figure shown as 1 reads as one', async () => {
    expect(await efficiencyIn('pl', 41, 40)).toBe(
      'Efektywność: 1 przypadek testowy na jeden wykryty wariant',
    );
  });
});

describe('a row past the limit of first runs', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each([
    ['en', 'Earns nothing: 200 different sets of values have already been run in this challenge'],
    ['ua', 'Балів не дає: у цьому завданні вже запущено 200 різних наборів значень'],
    ['ru', 'Баллов не даёт: в этом задании уже запущено 200 разных наборов значений'],
    ['pl', 'Nie daje punktów: w tym wyzwaniu uruchomiono już 200 różnych zestawów wartości'],
  ] as const)('says the limit in %s', async (language, said) => {
    await act(() => i18n.changeLanguage(language));
    render(<RowVerdict result={run(1, 1)} index={0} outcomeText={(outcome) => outcome} />);
    expect(screen.getByText(new RegExp(`^${said}`))).toBeVisible();
  });
});
