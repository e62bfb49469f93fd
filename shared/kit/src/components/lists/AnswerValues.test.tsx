import { screen } from '@testing-library/react';
import { findChallenge, i18n, storeName, type ChallengeEntry } from '@qa/shared';
import { ModeChallenge } from '../layout/ModeChallenge';
import { mockHttp } from '../../test/mockHttp';
import { renderWithStore } from '../../test/renderWithStore';

const division = findChallenge('exploratory', 'division') as ChallengeEntry;

const renderPage = (describeAnswer?: Parameters<typeof ModeChallenge>[0]['describeAnswer']) => {
  mockHttp({
    get: () => ({ cases: [], casesTotal: 2, bugsTotal: 1 }),
    post: () => [{ message: 'Found', caseIndex: 1, caseText: 'A whole number' }],
  });
  localStorage.setItem(storeName(division), JSON.stringify({ case_1: { first: '8', second: '2' } }));
  return renderWithStore(
    <ModeChallenge
      challenge={division}
      title="Division"
      description={['Divides two numbers.']}
      fields={[
        { type: 'textfield', label: 'Dividend' },
        { type: 'textfield', label: 'Divisor' },
      ]}
      describeAnswer={describeAnswer}
    />,
  );
};

describe('the values shown under a found case', () => {
  beforeEach(async () => {
    localStorage.clear();
    window.scrollTo = jest.fn();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('are the fields and their values, by default', async () => {
    renderPage();
    expect(await screen.findByText('Dividend: 8 · Divisor: 2')).toBeInTheDocument();
  });

  it('are the page’s own words where it describes its payloads (an app’s action), in the page’s language', async () => {
    await i18n.changeLanguage('pl');
    renderPage((payload, language) => `${language}: ${payload.first} / ${payload.second}`);
    expect(await screen.findByText('pl: 8 / 2')).toBeInTheDocument();
    expect(screen.queryByText(/Dividend: 8/)).not.toBeInTheDocument();
  });

  it('fall back to the fields for a payload the page cannot describe', async () => {
    renderPage(() => undefined);
    expect(await screen.findByText('Dividend: 8 · Divisor: 2')).toBeInTheDocument();
  });
});
