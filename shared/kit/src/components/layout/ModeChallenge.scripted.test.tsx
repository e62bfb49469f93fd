import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  findChallenge,
  setShowResetPopup,
  i18n,
  provideNotifier,
  type ChallengePayload,
  type ChallengeEntry,
  type Notification,
} from '@qa/shared';
import { HALFWAY_NOTICE_MS, RESET_SCROLL_DELAY_MS } from '../../kitConstants';
import { mockHttp } from '../../test/mockHttp';
import { renderWithStore } from '../../test/renderWithStore';
import type { ChallengeField } from '../form/challengeField';
import { ModeChallenge } from './ModeChallenge';

const entry = (key: string): ChallengeEntry => {
  const challenge = findChallenge('scripted', key);
  if (!challenge) throw new Error(`${key} is in the catalogue`);
  return challenge;
};
const converter = entry('currencyConverter');
const CASES = ['Zero amount', 'Negative amount', 'Same currency', 'Decimal amount'];
const FIELDS: ChallengeField[] = [
  { type: 'textfield', label: 'Amount', template: '100' },
  { type: 'dropdown', label: 'Currency From' },
  { type: 'dropdown', label: 'Currency To' },
];

/** The converter's server as the page sees it: an amount "c{n}" finds case n, in any order. */
const fakeServer = () => {
  const answer = (payload: ChallengePayload) => {
    const caseIndex = Number(/^c(\d)$/.exec(payload.first ?? '')?.[1] ?? 0);
    const message = `converted ${payload.first} ${payload.second}->${payload.third}`;
    return caseIndex > 0 ? { message, caseIndex, caseText: CASES[caseIndex - 1] } : { message };
  };
  return mockHttp({
    get: () => ({ cases: CASES, casesTotal: 4, bugsTotal: 0, caseOptions: 'EUR,USD,GBP' }),
    post: (path, body) =>
      path.endsWith('/batch') ? (body as ChallengePayload[]).map(answer) : answer(body as ChallengePayload),
  });
};

const renderPage = (challenge = converter) =>
  renderWithStore(
    <ModeChallenge
      challenge={challenge}
      title="Currency Converter"
      description={['Converts an amount.', 'Find every case in the list.']}
      fields={FIELDS}
      hint="Think of the edges."
    />,
  );

const counter = () => screen.getByTestId('cases-counter');
const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const isChecked = (n: number) =>
  within(document.getElementById(`case_${n}`) as HTMLElement).queryByRole('img', { name: 'Found' }) !== null;

const setup = () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const send = async (value: string) => {
    await user.clear(amount());
    await user.type(amount(), value);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  };
  return { user, send };
};

/** Stands in for the shell's toasts: the texts notified so far. */
const notified = jest.fn<void, [Notification]>();
const notifiedTexts = () => notified.mock.calls.map(([notification]) => notification.text);

const chooseCurrencies = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency From' }), 'EUR');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency To' }), 'USD');
};

describe('ModeChallenge in scripted mode', () => {
  beforeEach(async () => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo = jest.fn();
    notified.mockReset();
    provideNotifier(notified);
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('lists every public case unchecked and offers the server’s currencies in both dropdowns', async () => {
    fakeServer();
    renderPage();
    expect(await screen.findByText('Same currency')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('0 out of 4');
    expect([1, 2, 3, 4].map(isChecked)).toEqual([false, false, false, false]);
    const from = screen.getByRole('combobox', { name: 'Currency From' });
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'EUR', 'USD', 'GBP']);
    expect(screen.getByRole('link', { name: 'All challenges' })).toHaveAttribute('href', '/app/list');
  });

  it('finds cases in any order, counts a stored case once, and shows what was sent', async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByText('Same currency');
    const { user, send } = setup();
    await chooseCurrencies(user);
    await send('c3');
    await send('c1');
    await send('c3');
    expect(server.post).toHaveBeenLastCalledWith('api/scripted/v1/currency-converter', {
      first: 'c3',
      second: 'EUR',
      third: 'USD',
      emptyFields: [],
    });
    expect(counter()).toHaveTextContent('2 out of 4');
    expect([1, 2, 3, 4].map(isChecked)).toEqual([true, false, true, false]);
    expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('converted c3 EUR->USD');
    // Each value in the language's quotation marks (<q>), as sent.
    expect(screen.getByText(/^Sent:/)).toHaveTextContent(
      'Sent: Amount: c3 · Currency From: EUR · Currency To: USD',
    );
    expect(document.getElementById('case_3')).toHaveTextContent('Amount: c3');
  });

  it('says halfway at half the total for 5000 ms, and never again, not even after a reload', async () => {
    fakeServer();
    const page = renderPage();
    await screen.findByText('Same currency');
    const { user, send } = setup();
    await chooseCurrencies(user);
    await send('c4');
    expect(notified).not.toHaveBeenCalled();
    await send('c2');
    expect(counter()).toHaveTextContent('2 out of 4');
    expect(notified.mock.calls).toEqual([
      [{ text: 'Halfway there!', variant: 'info', autoCloseMs: HALFWAY_NOTICE_MS }],
    ]);
    await send('c1');
    expect(counter()).toHaveTextContent('3 out of 4');
    expect(notified).toHaveBeenCalledTimes(1);

    page.unmount();
    localStorage.setItem(
      'scripted_currencyConverter',
      JSON.stringify({ case_1: { first: 'c1' }, case_2: { first: 'c2' } }),
    );
    renderPage();
    await screen.findByText('Same currency');
    expect(await screen.findByText('2 out of 4')).toBeInTheDocument();
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it('completes: validated all, congratulation with Back, inputs disabled, no hint, completedChallenges', async () => {
    fakeServer();
    localStorage.setItem(
      'scripted_currencyConverter',
      JSON.stringify({ case_1: { first: 'c1' }, case_2: { first: 'c2' }, case_3: { first: 'c3' } }),
    );
    renderPage();
    expect(await screen.findByText('3 out of 4')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { user, send } = setup();
    await chooseCurrencies(user);
    await send('c4');

    const dialog = await screen.findByRole('dialog', { name: 'You did it! You are a QA guru!' });
    // The congratulation says it alone: no toast besides for the milestones the same find reached.
    expect(notifiedTexts()).toEqual([]);
    expect(within(counter()).getByRole('img', { name: 'All found' })).toBeInTheDocument();
    expect(amount()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Currency From' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Get a hint' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('completedChallenges') ?? '[]')).toEqual([
      'scripted_currencyConverter',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reset: Cancel keeps progress; Yes clears state and storage, keeps the list and scrolls after 100 ms', async () => {
    fakeServer();
    localStorage.setItem('scripted_currencyConverter', JSON.stringify({ case_2: { first: 'c2' } }));
    localStorage.setItem(
      'completedChallenges',
      JSON.stringify(['learn_adder', 'scripted_currencyConverter']),
    );
    renderPage();
    expect(await screen.findByText('1 out of 4')).toBeInTheDocument();
    const { user } = setup();
    await user.type(amount(), 'typed');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(counter()).toHaveTextContent('1 out of 4');
    expect(amount()).toHaveValue('typed');
    expect(localStorage.getItem('scripted_currencyConverter')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(counter()).toHaveTextContent('0 out of 4');
    expect(isChecked(2)).toBe(false);
    expect(document.getElementById('case_2')).toHaveTextContent('Negative amount');
    expect(amount()).toHaveValue('');
    expect(screen.getByRole('status', { name: 'Result' })).toBeEmptyDOMElement();
    expect(localStorage.getItem('scripted_currencyConverter')).toBeNull();
    expect(JSON.parse(localStorage.getItem('completedChallenges') ?? '[]')).toEqual(['learn_adder']);
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(RESET_SCROLL_DELAY_MS));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('starts fresh, popups closed, when the challenge changes', async () => {
    fakeServer();
    localStorage.setItem('scripted_currencyConverter', JSON.stringify({ case_2: { first: 'c2' } }));
    const { store, rerender } = renderPage();
    expect(await screen.findByText('1 out of 4')).toBeInTheDocument();
    act(() => {
      store.dispatch(setShowResetPopup(true));
    });
    rerender(
      <ModeChallenge challenge={entry('divide')} title="Division" description="Divides." fields={FIELDS} />,
    );
    expect(await screen.findByText('0 out of 4')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next challenge: Password Validation' })).toBeInTheDocument();
  });
});
