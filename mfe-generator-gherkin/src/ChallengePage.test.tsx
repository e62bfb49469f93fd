import { i18n } from '@qa/shared';
import { renderWithStore } from '@qa/kit/test';
import { act, screen, within } from '@testing-library/react';
import ChallengePage from './ChallengePage';

describe('generator and gherkin ChallengePage', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('lists both modes’ challenges for a key it does not have', async () => {
    renderWithStore(<ChallengePage group="generator" challengeKey="adder" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge not found' })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Challenges: Generator, Gherkin' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/app/challenge/generator/multiplexer',
      '/app/challenge/generator/attractor',
      '/app/challenge/gherkin/subtraction',
      '/app/challenge/gherkin/summation',
    ]);
  });

  it('describes each mode in its own words, in the current language', async () => {
    renderWithStore(<ChallengePage group="gherkin" challengeKey="summation" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Summation' })).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Суммирование' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ожидаемый результат' })).toBeInTheDocument();
  });
});
