import { CHALLENGES, http, type ChallengeEntry } from '@qa/shared';
import { createModeRemote, type ModeChallengeDefinition } from '@qa/kit';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { tourStops } from './tourSteps';

/** The challenges whose rules plant bugs (api/src/challenges/{folder}/{key}/rules.ts), which the API's totals say. */
const WITH_PLANTED_BUGS = [
  'triangle',
  'newsletter',
  'bookDesk',
  'userCrud',
  'bookHotel',
  'todoList',
  'plusser',
];

/** What the remotes define beyond the catalogue's forms: the builders' dropdowns, the APIs' fields, the apps. */
const definitionOf = ({ key, group }: ChallengeEntry): ModeChallengeDefinition | undefined => {
  if (group === 'generator' || group === 'gherkin')
    return { key, fields: ['first', 'second', 'result'].map((name) => ({ type: 'dropdown', text: name })) };
  if (group === 'apiTesting')
    return { key, fields: ['method', 'endpoint', 'body'].map((name) => ({ type: 'textfield', text: name })) };
  if (group === 'functional')
    return { key, fields: [{ type: 'textfield', text: 'value' }], app: () => <p>The app</p> };
  return undefined;
};

const ChallengePage = createModeRemote({
  namespace: 'tourStopsTest',
  types: ['learn', 'scripted', 'generator', 'gherkin', 'functional', 'apiTesting', 'exploratory'],
  challenges: CHALLENGES.flatMap((challenge) => definitionOf(challenge) ?? []),
});

/** The tour's targets the page has rendered, as the tour names them. */
const targetsShown = (): string[] =>
  [...document.querySelectorAll('[data-tour]')].map(
    (element) => `[data-tour="${element.getAttribute('data-tour')}"]`,
  );

describe('the tour stops of each challenge', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(http, 'get').mockImplementation(async (path: string) => {
      const challenge = CHALLENGES.find((one) => path === one.path);
      // The page's first call: its totals. Any other (a sandbox, stored finds) has nothing to say here.
      if (!challenge) return {} as never;
      const bugsTotal = WITH_PLANTED_BUGS.includes(challenge.key) ? 2 : 0;
      return {
        cases: [],
        casesTotal: 3,
        bugsTotal,
        caseOptions: '1,2',
        caseText: '',
        caseResults: '',
      } as never;
    });
    jest.spyOn(http, 'post').mockResolvedValue({} as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(CHALLENGES.map((challenge) => [`${challenge.group}/${challenge.key}`, challenge] as const))(
    '%s: the page renders every target the tour expects, and no other but those it may have',
    async (_, challenge) => {
      renderWithProviders(<ChallengePage group={challenge.group} challengeKey={challenge.key} />);
      // Settled: the totals are in (the bug list comes with them), and the generator form's chunk with them.
      await waitFor(() => expect(screen.getByTestId('cases-counter')).toHaveTextContent(/\b3\b/));
      const stops = tourStops(challenge);
      const expected = stops.filter((stop) => stop.expected).map(({ target }) => target);
      const possible = stops.map(({ target }) => target);
      await waitFor(() => expect(targetsShown()).toEqual(expect.arrayContaining(expected)));
      expect(possible).toEqual(expect.arrayContaining(targetsShown()));
    },
  );
});
