import { render, screen } from '@testing-library/react';
import { i18n } from '@qa/shared';
import { TechniqueDebrief } from './TechniqueDebrief';

describe('TechniqueDebrief', () => {
  beforeEach(() => i18n.changeLanguage('pl'));
  afterAll(() => i18n.changeLanguage('en'));

  it('debriefs each technique once, in the page’s language, and leaves out one it does not know', () => {
    render(
      <TechniqueDebrief
        techniques={['errorGuessing', 'equivalencePartitioning', 'errorGuessing', 'fuzzing']}
      />,
    );
    expect(screen.getAllByRole('complementary')).toHaveLength(2);
    const [guessing, partitions] = screen.getAllByRole('heading', { level: 2 });
    expect(guessing).toHaveTextContent('Znaleziono dzięki technice: Zgadywanie błędów');
    expect(partitions).toHaveTextContent('Znaleziono dzięki technice: Podział na klasy równoważności');
    expect(
      screen.getByRole('complementary', { name: 'Znaleziono dzięki technice: Zgadywanie błędów' }),
    ).toHaveTextContent('Pytanie z rozmów rekrutacyjnych: Co sprawdzisz w nowym polu formularza');
  });
});
