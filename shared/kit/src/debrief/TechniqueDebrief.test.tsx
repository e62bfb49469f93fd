import { render, screen } from '@testing-library/react';
import { i18n } from '@qa/shared';
import type { Technique } from '@qa/shared/progress';
import { TechniqueDebrief } from './TechniqueDebrief';

describe('TechniqueDebrief', () => {
  beforeEach(() => i18n.changeLanguage('pl'));
  afterAll(() => i18n.changeLanguage('en'));

  it('debriefs each technique once, says whether it found a case, a bug or both, and leaves out one it does not know', () => {
    render(
      <TechniqueDebrief
        finds={[
          { kind: 'case', technique: 'errorGuessing' },
          { kind: 'case', technique: 'equivalencePartitioning' },
          { kind: 'bug', technique: 'errorGuessing' },
          { kind: 'bug', technique: 'fuzzing' as Technique },
        ]}
      />,
    );
    expect(screen.getAllByRole('complementary')).toHaveLength(2);
    const [guessing, partitions] = screen.getAllByRole('heading', { level: 2 });
    expect(guessing).toHaveTextContent(
      'Przypadek testowy i błąd znalezione dzięki technice: Zgadywanie błędów',
    );
    expect(partitions).toHaveTextContent(
      'Przypadek testowy znaleziony dzięki technice: Podział na klasy równoważności',
    );
    expect(
      screen.getByRole('complementary', {
        name: 'Przypadek testowy i błąd znalezione dzięki technice: Zgadywanie błędów',
      }),
    ).toHaveTextContent('Pytanie z rozmów rekrutacyjnych: Co sprawdzisz w nowym polu formularza');
  });

  it('says "bug" when only a bug was found with the technique', () => {
    render(<TechniqueDebrief finds={[{ kind: 'bug', technique: 'boundaryValues' }]} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Błąd znaleziony dzięki technice: Analiza wartości brzegowych',
    );
  });
});
