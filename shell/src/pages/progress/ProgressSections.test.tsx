import { findChallenge, type ChallengeEntry } from '@qa/shared';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { InputClassSection } from './InputClassSection';
import type { WeakSpot } from './progressFigures';
import { WeakSpotSection } from './WeakSpotSection';

const challenge = (type: string, key: string): ChallengeEntry => {
  const entry = findChallenge(type, key);
  if (!entry) throw new Error(`${type} ${key} is in the catalogue`);
  return entry;
};

const BOUNDARIES: WeakSpot = {
  technique: 'boundaryValues',
  found: 2,
  total: 5,
  challenges: 2,
  train: challenge('scripted', 'multiplier'),
};

const render = (ui: ReactElement, language: 'en' | 'ua' | 'ru' | 'pl' = 'en') =>
  renderWithProviders(ui, { preloadedState: { language: { local: language } } });

describe('progress report sections', () => {
  it('says what a weak spot is, lists each with where to practise it', () => {
    render(<WeakSpotSection weakSpots={[BOUNDARIES]} />);
    const section = screen.getByRole('region', { name: 'Weak spots' });
    expect(
      within(section).getByText(
        'A technique counts as weak when the challenges you opened hold at least 3 of its cases and bugs and you found fewer than 60% of them.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByTestId('weak-spot')).toHaveTextContent(
      'Boundary value analysis: you found 2 of 5. Challenges you opened that use it: 2. Practise it on Multiplication (Scripted)',
    );
    expect(
      within(section).getByRole('link', { name: 'Practise it on Multiplication (Scripted)' }),
    ).toHaveAttribute('href', '/app/challenge/scripted/multiplier');
    expect(within(section).queryByText(/No weak spots/)).not.toBeInTheDocument();
  });

  it('says so when there is no weak spot, the rule still stated', () => {
    render(<WeakSpotSection weakSpots={[]} />);
    const section = screen.getByRole('region', { name: 'Weak spots' });
    expect(within(section).queryAllByTestId('weak-spot')).toEqual([]);
    expect(within(section).getByText(/counts as weak/)).toBeInTheDocument();
    expect(
      within(section).getByText('No weak spots for now: no technique falls under this rule.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['ua', 'Слабкі місця', /щонайменше 3, а ви знайшли менше ніж 60% із них\.$/, /^Слабких місць поки немає/],
    ['ru', 'Слабые места', /не меньше 3, а вы нашли меньше 60% из них\.$/, /^Слабых мест пока нет/],
    ['pl', 'Słabe punkty', /wynosi co najmniej 3, a znaleziono mniej niż 60% z nich\.$/, /^Na razie brak/],
  ] as const)('states the rule and the empty case in %s', (language, title, rule, none) => {
    render(<WeakSpotSection weakSpots={[]} />, language);
    const section = screen.getByRole('region', { name: title });
    expect(within(section).getByText(rule)).toBeInTheDocument();
    expect(within(section).getByText(none)).toBeInTheDocument();
  });

  it('says the input classes count only the values the learner chose', () => {
    render(
      <InputClassSection
        inputClasses={[
          { challenge: challenge('apiTesting', 'userCrud'), tried: ['negative'], untried: ['empty'] },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Input classes tried' });
    expect(
      within(section).getByText(
        /Only the values you chose count: .* in an API request, the values in its body and the path after the resource\. The app’s own dropdowns and what it fills in itself do not count\./,
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText('User API: 1 of 10 tried')).toBeInTheDocument();
  });
});
