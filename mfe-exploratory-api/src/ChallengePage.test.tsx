import { i18n, selectPageTitle } from '@qa/shared';
import { mockHttp, renderWithStore } from '@qa/kit/test';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChallengePage from './ChallengePage';

const INFO = { cases: [], casesTotal: 11, bugsTotal: 4 };

describe('exploratory and apiTesting ChallengePage', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the triangle with hidden cases and bugs, and lists a found bug under its number', async () => {
    mockHttp({
      get: () => INFO,
      post: () => ({
        message: 'Scalene triangle',
        bugIndex: 1,
        bugText: 'Equivalence partitioning: A = C is called scalene',
      }),
    });
    const user = userEvent.setup();
    const { store } = renderWithStore(<ChallengePage group="exploratory" challengeKey="triangle" />);
    await act(async () => undefined);
    expect(selectPageTitle(store.getState())).toBe('Triangle');
    expect(screen.getByTestId('cases-counter')).toHaveTextContent('0 out of 11');
    expect(screen.getByTestId('bugs-counter')).toHaveTextContent('0 out of 4');
    await user.type(screen.getByRole('textbox', { name: 'Side A' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Side B' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Side C' }), '5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('bugs-counter')).toHaveTextContent('1 out of 4');
    expect(document.getElementById('bug_1')).toHaveTextContent('A = C is called scalene');
  });

  it('says the page of a key it does not know is not there', async () => {
    renderWithStore(<ChallengePage group="apiTesting" challengeKey="orders" />);
    expect(await screen.findByRole('heading', { name: 'Challenge not found' })).toBeInTheDocument();
  });
});
