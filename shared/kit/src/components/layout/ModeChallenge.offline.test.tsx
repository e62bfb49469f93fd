import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, HttpError, i18n, type ChallengeEntry } from '@qa/shared';
import { ModeChallenge } from './ModeChallenge';
import { mockHttp } from '../../test/mockHttp';
import { renderWithStore } from '../../test/renderWithStore';

const division = findChallenge('exploratory', 'division') as ChallengeEntry;

/** A server the page cannot reach until `online` is set; then one with three cases that finds case 1. */
const flakyServer = () => {
  const network = { online: false };
  const unreachable = () => {
    throw new HttpError('network', 0, 'offline');
  };
  mockHttp({
    get: () => (network.online ? { cases: [], casesTotal: 3, bugsTotal: 0 } : unreachable()),
    post: () => (network.online ? { message: 'Found', caseIndex: 1, caseText: 'Case one' } : unreachable()),
  });
  return network;
};

const renderPage = () =>
  renderWithStore(
    <ModeChallenge
      challenge={division}
      title="Division"
      description={['Divides two numbers.']}
      fields={[{ type: 'textfield', label: 'Dividend' }]}
    />,
  );

const counter = () => screen.getByTestId('cases-counter');

describe('a challenge page that loads offline', () => {
  beforeEach(async () => {
    localStorage.clear();
    window.scrollTo = jest.fn();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('says the totals are not known, offers to try again, and loads when asked', async () => {
    const network = flakyServer();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server cannot be reached.');
    expect(counter()).toHaveTextContent('0 out of ?');

    network.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(counter()).toHaveTextContent('0 out of 3'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('loads by itself when the browser is back online', async () => {
    const network = flakyServer();
    renderPage();
    await screen.findByRole('alert');
    network.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(counter()).toHaveTextContent('0 out of 3'));
  });

  it('never says all was found while the totals are unknown, and loads them once an answer gets through', async () => {
    const network = flakyServer();
    renderPage();
    await screen.findByRole('alert');
    network.online = true;
    await userEvent.type(screen.getByRole('textbox', { name: /Dividend/ }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(counter()).toHaveTextContent('1 out of 3'));
    expect(screen.queryByText('You found all the cases!')).not.toBeInTheDocument();
    expect(screen.getByText('Case one')).toBeInTheDocument();
  });
});
