import { CHALLENGES, i18n, selectPageTitle } from '@qa/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASES, fakeScriptedServer } from './test/fakeScriptedServer';
import { renderWithStore } from '@qa/kit/test';
import type { ChallengePageProps } from '@qa/shared';
import ChallengePage from './ChallengePage';

/** The page as the shell mounts it: a fresh store each time, so a second call is a page reload. */
const renderPage = (challengeKey: string, group: ChallengePageProps['group'] = 'scripted') =>
  renderWithStore(<ChallengePage group={group} challengeKey={challengeKey} />);

const counter = () => screen.getByTestId('cases-counter');
const caseItem = (n: number): HTMLElement => {
  const item = document.getElementById(`case_${n}`);
  if (!item) throw new Error(`no case_${n} on the page`);
  return item;
};
const optionsOf = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('scripted ChallengePage', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['multiplier', 'Multiplication', 'api/scripted/v1/multiplier', ['First Number', 'Second Number'], []],
    ['divide', 'Division', 'api/scripted/v1/divide', ['First Number', 'Second Number'], []],
    ['passwordValidation', 'Password Validation', 'api/scripted/v1/password-validation', ['Password'], []],
    [
      'createProfile',
      'Create Profile',
      'api/scripted/v1/create-profile',
      ['Nickname', 'Last Name'],
      ['Birth Year'],
    ],
    [
      'currencyConverter',
      'Currency Converter',
      'api/scripted/v1/currency-converter',
      ['Amount'],
      ['Currency From', 'Currency To'],
    ],
  ])('%s shows its title, its fields and the case list', async (key, title, path, textboxes, dropdowns) => {
    const server = fakeScriptedServer();
    const { store } = renderPage(key);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(CASES[0] ?? '')).toBeInTheDocument();
    expect(caseItem(3)).toHaveTextContent(CASES[2] ?? '');
    expect(counter()).toHaveTextContent('0 out of 3');
    expect(screen.getAllByRole('textbox')).toHaveLength(textboxes.length);
    for (const label of textboxes) expect(screen.getByRole('textbox', { name: label })).toBeEnabled();
    expect(screen.queryAllByRole('combobox')).toHaveLength(dropdowns.length);
    for (const label of dropdowns) expect(screen.getByRole('combobox', { name: label })).toBeEnabled();
    expect(selectPageTitle(store.getState())).toBe(title);
    expect(server.get).toHaveBeenCalledWith(path, expect.anything());
  });

  it('offers the birth years 2000 to 2005 and the three currencies', async () => {
    fakeScriptedServer();
    const page = renderPage('createProfile');
    await screen.findByText(CASES[0] ?? '');
    expect(optionsOf('Birth Year')).toEqual([
      'Choose a year',
      '2000',
      '2001',
      '2002',
      '2003',
      '2004',
      '2005',
    ]);
    page.unmount();

    renderPage('currencyConverter');
    await screen.findByText(CASES[0] ?? '');
    for (const name of ['Currency From', 'Currency To']) {
      expect(optionsOf(name)).toEqual(['Choose a currency', 'GBP', 'EUR', 'USD']);
    }
  });

  it('states the rules in the descriptions', async () => {
    fakeScriptedServer();
    const currency = renderPage('currencyConverter');
    await screen.findByText(CASES[0] ?? '');
    expect(screen.getByText(/^Exchange rates:/)).toHaveTextContent(
      'GBP to EUR 1 : 1.2, EUR to USD 1 : 1.1, GBP to USD 1 : 1.3',
    );
    currency.unmount();

    const password = renderPage('passwordValidation');
    await screen.findByText(CASES[0] ?? '');
    expect(screen.getByText(/5 to 15 characters/)).toHaveTextContent(/previous password, Qwerty1!/);
    password.unmount();

    renderPage('createProfile');
    await screen.findByText(CASES[0] ?? '');
    expect(screen.getByText(/Nickname: 5 to 8 characters/)).toHaveTextContent(
      /Birth Year: from 2000 to 2005/,
    );
  });

  it('posts first, second and third without a case number, and marks the case it covers', async () => {
    const server = fakeScriptedServer();
    const user = userEvent.setup();
    renderPage('currencyConverter');
    await screen.findByText(CASES[0] ?? '');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), 'hit');
    // Blocked while a dropdown is empty: pressing Submit explains why instead of sending.
    await user.click(submit);
    expect(screen.getByText('Choose a value in every dropdown, then submit.')).toBeInTheDocument();
    expect(server.post).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency From' }), 'GBP');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency To' }), 'EUR');
    await user.click(submit);

    expect(await screen.findByRole('status', { name: 'Result' })).toHaveTextContent('Made-up result');
    expect(server.post).toHaveBeenCalledWith('api/scripted/v1/currency-converter', {
      first: 'hit',
      second: 'GBP',
      third: 'EUR',
      emptyFields: [],
    });
    expect(counter()).toHaveTextContent('1 out of 3');
    expect(within(caseItem(2)).getByRole('img')).toHaveAccessibleName('Found');
    expect(within(caseItem(1)).getByRole('img')).toHaveAccessibleName('Not found yet');
  });

  it('shows the hint in the question-mark popover', async () => {
    fakeScriptedServer();
    const user = userEvent.setup();
    renderPage('divide');
    await screen.findByText(CASES[0] ?? '');
    await user.click(screen.getByRole('button', { name: 'About this challenge' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(/which numbers a division has to treat differently/);
  });

  it('shows the texts in Ukrainian', async () => {
    fakeScriptedServer();
    await i18n.changeLanguage('ua');
    renderPage('currencyConverter');
    await screen.findByText(CASES[0] ?? '');
    expect(screen.getByRole('heading', { level: 1, name: 'Конвертер валют' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'З валюти' })).toBeInTheDocument();
  });
});

describe('scripted ChallengePage: not found', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it.each([
    ['nothing', 'scripted'],
    ['adder', 'learn'],
  ] as const)('says so for %s (%s), with links to every scripted challenge', async (key, type) => {
    const { store } = renderPage(key, type);
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge not found' })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Challenges: Scripted' });
    expect(within(list).getByRole('link', { name: 'Currency Converter' })).toHaveAttribute(
      'href',
      '/app/challenge/scripted/currencyConverter',
    );
    // Every scripted challenge of the catalogue, the SPEC's five and any added since (pnpm new:challenge).
    expect(within(list).getAllByRole('link')).toHaveLength(
      CHALLENGES.filter((challenge) => challenge.group === 'scripted').length,
    );
    expect(selectPageTitle(store.getState())).toBe('Challenge not found');
  });
});
