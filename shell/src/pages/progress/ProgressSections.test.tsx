import { findChallenge, type ChallengeEntry } from '@qa/shared';
import type { StoredBugReport, StoredTestRun } from '@qa/shared/progress';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { challengeRecord, SCRIPTED_TOTALS } from '../../test/progressFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { drawBars } from './charts/drawBars';
import { BugReportSection } from './BugReportSection';
import { InputClassSection } from './InputClassSection';
import type { WeakSpot } from './progressFigures';
import { ProgressReport } from './ProgressReport';
import { TestDesignSection } from './TestDesignSection';
import { WeakSpotSection } from './WeakSpotSection';

jest.mock('./charts/drawBars', () => ({ drawBars: jest.fn(() => ({ destroy: jest.fn() })) }));

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

  describe('test design', () => {
    const run = (caught: number, total: number, score: number, missed: StoredTestRun['missed']) => ({
      testDesign: { tests: [], score, variantsCaught: caught, variantsTotal: total, missed },
    });

    it('charts the bug variants each best table caught, with a table twin and the technique missed most', async () => {
      (drawBars as jest.Mock).mockClear();
      render(
        <ProgressReport
          data={{
            totals: SCRIPTED_TOTALS,
            found: {},
            records: {
              scripted_multiplier: challengeRecord({}, run(4, 6, 58, ['boundaryValues', 'errorGuessing'])),
              scripted_divide: challengeRecord(
                {},
                run(2, 5, 33, ['boundaryValues', 'boundaryValues', 'equivalencePartitioning']),
              ),
            },
          }}
        />,
      );
      await settle();
      const section = screen.getByRole('region', { name: 'Test design' });
      // Placed after the technique sections.
      const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
      expect(regions.indexOf('progress-test-design')).toBeGreaterThan(regions.indexOf('progress-techniques'));
      expect(within(section).getByTestId('design-weak-spot')).toHaveTextContent(
        'Your tables most often miss bugs that the “Boundary value analysis” technique finds. Bug variants missed: 3; tables that missed them: 2.',
      );
      expect(within(section).getByRole('row', { name: /Division/ })).toHaveTextContent('2 of 533 of 100');
      expect(within(section).getByRole('row', { name: /Multiplication/ })).toHaveTextContent(
        '4 of 658 of 100',
      );
      const chart = jest
        .mocked(drawBars)
        .mock.calls.find(([, data]) => data.series[0]?.label === 'Bug variants caught')?.[1];
      // In the list's order.
      expect(chart?.labels).toEqual(['Multiplication (Scripted)', 'Division (Scripted)']);
      expect(chart?.series.map((series) => [series.label, series.values])).toEqual([
        ['Bug variants caught', [4, 2]],
        ['Bug variants in all', [6, 5]],
      ]);
      expect(within(section).queryByText(/No test design run yet/)).not.toBeInTheDocument();
    });

    it('invites to the exercise before a first run, with no chart and no table', () => {
      render(<TestDesignSection designs={[]} />);
      const section = screen.getByRole('region', { name: 'Test design' });
      expect(
        within(section).getByText(
          'No test design run yet: open “Test design” under a challenge’s form, write your test cases and run them.',
        ),
      ).toBeInTheDocument();
      expect(within(section).queryByRole('table')).not.toBeInTheDocument();
      expect(within(section).queryByTestId('design-weak-spot')).not.toBeInTheDocument();
    });

    it('says so when the best tables miss nothing', () => {
      render(
        <TestDesignSection
          designs={[{ challenge: challenge('scripted', 'divide'), caught: 5, total: 5, score: 100 }]}
        />,
      );
      expect(screen.getByTestId('design-weak-spot')).toHaveTextContent(
        'Your best tables catch every bug variant so far.',
      );
    });

    it.each([
      [
        'ua',
        'Тест-дизайн',
        'Найчастіше ваші таблиці пропускають баги, які знаходить техніка «Аналіз граничних значень». Пропущено варіантів із багами: 5; таблиць, що їх пропустили: 3.',
        /^Ви ще не запускали жодної таблиці: відкрийте «Тест-дизайн» під формою завдання/,
      ],
      [
        'ru',
        'Тест-дизайн',
        'Чаще всего ваши таблицы пропускают баги, которые находит техника «Анализ граничных значений». Пропущено вариантов с багами: 5; таблиц, которые их пропустили: 3.',
        /^Вы ещё не запускали ни одной таблицы: откройте «Тест-дизайн» под формой задания/,
      ],
      [
        'pl',
        'Projektowanie testów',
        'Twoje tabele najczęściej pomijają błędy, które wykrywa technika „Analiza wartości brzegowych”. Pominięte warianty z błędami: 5; tabele, które je pominęły: 3.',
        /^Nie uruchomiono jeszcze żadnej tabeli: otwórz „Projektowanie testów” pod formularzem wyzwania/,
      ],
    ] as const)('names the weak technique and invites in %s', (language, title, line, invite) => {
      const { unmount } = render(
        <TestDesignSection
          designs={[{ challenge: challenge('scripted', 'divide'), caught: 1, total: 5, score: 20 }]}
          weakSpot={{ technique: 'boundaryValues', missed: 5, challenges: 3 }}
        />,
        language,
      );
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
      expect(screen.getByTestId('design-weak-spot')).toHaveTextContent(line);
      unmount();
      render(<TestDesignSection designs={[]} />, language);
      expect(screen.getByText(invite)).toBeInTheDocument();
    });
  });

  describe('bug reports', () => {
    const report = (bug: number, score: number, severity: StoredBugReport['severity'], title: string) => ({
      title,
      steps: [{ values: { first: '2', second: '3', third: '2' } }],
      expected: 'Isosceles',
      actual: 'Scalene',
      severity,
      priority: 'high' as const,
      bug,
      score,
      language: 'en' as const,
    });
    const TRIANGLE_TOTALS = {
      storeName: 'exploratory_triangle',
      cases: 5,
      bugs: 4,
      techniques: { decisionTable: { cases: 5, bugs: 4 } },
    };

    it('lists each challenge’s best reports after the test design: bug, title, severity and score', async () => {
      render(
        <ProgressReport
          data={{
            totals: [...SCRIPTED_TOTALS, TRIANGLE_TOTALS],
            found: {},
            records: {
              exploratory_triangle: challengeRecord(
                {},
                {
                  bugReports: [
                    report(1, 100, 'major', 'Triangle: sides 2, 3, 2 shown as scalene, not isosceles'),
                    report(3, 60, 'trivial', 'Triangle: flat triangle 1, 2, 3 accepted'),
                  ],
                },
              ),
              scripted_divide: challengeRecord(
                {},
                { bugReports: [report(1, 80, 'critical', 'Division: 1 / 0 answers 0')] },
              ),
            },
          }}
        />,
      );
      await settle();
      const section = screen.getByRole('region', { name: 'Bug reports' });
      const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
      expect(regions.indexOf('progress-bug-reports')).toBe(regions.indexOf('progress-test-design') + 1);
      expect(
        within(section)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Challenge', 'Bug', 'Report title', 'Severity', 'Score']);
      expect(
        within(section)
          .getAllByRole('row')
          .slice(1)
          .map((row) => Array.from(row.children, (cell) => cell.textContent)),
      ).toEqual([
        ['Division (Scripted)', '1', 'Division: 1 / 0 answers 0', 'Critical', '80 of 100'],
        ['Triangle', '1', 'Triangle: sides 2, 3, 2 shown as scalene, not isosceles', 'Major', '100 of 100'],
        ['Triangle', '3', 'Triangle: flat triangle 1, 2, 3 accepted', 'Trivial', '60 of 100'],
      ]);
      expect(within(section).queryByText(/No bug report yet/)).not.toBeInTheDocument();
    });

    it('invites to the exercise before a first report, with no table', () => {
      render(<BugReportSection bugReports={[]} />);
      const section = screen.getByRole('region', { name: 'Bug reports' });
      expect(
        within(section).getByText(
          'No bug report yet: open “Report a bug” under the form of a challenge with planted bugs, reproduce a bug and report it.',
        ),
      ).toBeInTheDocument();
      expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    });

    it.each([
      [
        'ua',
        'Баг-репорти',
        'Блокуючий',
        '40 з 100',
        /^Ви ще не оформили жодного баг-репорту: відкрийте «Оформити баг-репорт»/,
      ],
      [
        'ru',
        'Баг-репорты',
        'Блокирующий',
        '40 из 100',
        /^Вы ещё не оформили ни одного баг-репорта: откройте «Оформить баг-репорт»/,
      ],
      [
        'pl',
        'Zgłoszenia błędów',
        'Blokujący',
        '40 z 100',
        /^Nie ma jeszcze żadnego zgłoszenia błędu: otwórz „Zgłoś błąd”/,
      ],
    ] as const)('names the severity and invites in %s', (language, title, blocker, score, invite) => {
      const { unmount } = render(
        <BugReportSection
          bugReports={[
            {
              challenge: challenge('exploratory', 'triangle'),
              reports: [{ bug: 2, title: 'Трикутник: 1, 2, 3', severity: 'blocker', score: 40 }],
            },
          ]}
        />,
        language,
      );
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByRole('cell', { name: blocker })).toBeInTheDocument();
      expect(within(section).getByRole('cell', { name: score })).toBeInTheDocument();
      unmount();
      render(<BugReportSection bugReports={[]} />, language);
      expect(screen.getByText(invite)).toBeInTheDocument();
    });
  });
});
