import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, i18n, type ChallengeEntry, type ChallengePayload } from '@qa/shared';
import { mockHttp } from '../../test/mockHttp';
import { renderWithStore } from '../../test/renderWithStore';
import type { ChallengeField } from '../form/challengeField';
import { ModeChallenge } from './ModeChallenge';

const entry = (type: 'generator' | 'gherkin', key: string): ChallengeEntry => {
  const challenge = findChallenge(type, key);
  if (!challenge) throw new Error(`${key} is in the catalogue`);
  return challenge;
};

const FIELDS: ChallengeField[] = [
  { type: 'dropdown', label: 'First Number' },
  { type: 'dropdown', label: 'Second Number' },
  { type: 'dropdown', label: 'Expected Result' },
];
const INFO = {
  cases: [],
  casesTotal: 2,
  bugsTotal: 0,
  caseText: '7,-4,2.5,abc,99',
  caseOptions: '3,-11,0.75,x1,88',
  caseResults: 'The sum is shown,An error asks for valid numbers,An error asks for both numbers',
};
const INVALID = 'Invalid Scenario. Try another combination of parameters';

/**
 * The summation server as the page sees it: with the sum expected, two whole numbers find case 1, an empty
 * first number with the "both numbers" error case 2; anything else is an invalid scenario.
 */
const fakeServer = () => {
  const answer = ({ first, second, expectedResult }: ChallengePayload) => {
    if (first === '0' && second === '0' && expectedResult === 0) {
      return { message: '10', caseIndex: 1, caseText: 'Equivalence partitioning: two whole numbers' };
    }
    if (first === '5' && expectedResult === 2) {
      return {
        message: 'Please enter both numbers.',
        caseIndex: 2,
        caseText: 'Error guessing: an empty field',
      };
    }
    return { message: INVALID };
  };
  return mockHttp({
    get: () => INFO,
    post: (path, body) =>
      path.endsWith('/batch') ? (body as ChallengePayload[]).map(answer) : answer(body as ChallengePayload),
  });
};

const renderPage = (challenge = entry('gherkin', 'summation')) =>
  renderWithStore(
    <ModeChallenge
      challenge={challenge}
      title="Summation"
      description={['Adds two numbers.']}
      fields={FIELDS}
    />,
  );

const dropdown = (name: string) => screen.getByRole('combobox', { name });
const validate = () => screen.getByRole('button', { name: 'Validate' });
const result = () => screen.getByRole('status', { name: 'Result' });

const choose = async (
  user: ReturnType<typeof userEvent.setup>,
  first: string,
  second: string,
  expected: string,
) => {
  await user.selectOptions(dropdown('First Number'), first);
  await user.selectOptions(dropdown('Second Number'), second);
  await user.selectOptions(dropdown('Expected Result'), expected);
};

describe('ModeChallenge on a generator or gherkin form', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers the server’s values, the empty field as the sixth option, and the results', async () => {
    fakeServer();
    renderPage();
    await act(async () => undefined);
    const options = (name: string) =>
      within(dropdown(name))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
    expect(options('First Number')).toEqual(['7', '-4', '2.5', 'abc', '99', '(empty field)']);
    expect(options('Second Number')).toEqual(['3', '-11', '0.75', 'x1', '88', '(empty field)']);
    expect(options('Expected Result')).toEqual([
      'The sum is shown',
      'An error asks for valid numbers',
      'An error asks for both numbers',
    ]);
  });

  it('enables Validate only when all three are chosen', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage();
    await act(async () => undefined);
    expect(validate()).toBeDisabled();
    await user.selectOptions(dropdown('First Number'), '7');
    await user.selectOptions(dropdown('Second Number'), '3');
    expect(validate()).toBeDisabled();
    await user.selectOptions(dropdown('Expected Result'), 'The sum is shown');
    expect(validate()).toBeEnabled();
  });

  it('sends the option indexes and the chosen result, then clears the selections', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage();
    await act(async () => undefined);
    await choose(user, '7', '3', 'The sum is shown');
    await user.click(validate());
    expect(server.post).toHaveBeenCalledWith('api/gherkin/v1/summation', {
      first: '0',
      second: '0',
      expectedResult: 0,
    });
    for (const name of ['First Number', 'Second Number', 'Expected Result']) {
      expect(dropdown(name)).toHaveValue('');
    }
    expect(validate()).toBeDisabled();
    expect(result()).toHaveTextContent('10');
    // Validate is disabled now: the keyboard goes on from the first dropdown, not from the page's body.
    expect(dropdown('First Number')).toHaveFocus();
  });

  it('is one stop of the guided tour: the generator form, not the plain form’s stop as well', async () => {
    fakeServer();
    renderPage();
    await act(async () => undefined);
    expect(document.querySelector('[data-tour="form"]')).toBeNull();
    expect(document.querySelector('[data-tour="generator-form"]')).toContainElement(dropdown('First Number'));
  });

  it('shows a found scenario as Given/When/Then, an empty field as empty', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage();
    await act(async () => undefined);
    await choose(user, '(empty field)', '3', 'An error asks for both numbers');
    await user.click(validate());
    const scenario = document.getElementById('case_2') as HTMLElement;
    expect(scenario).toHaveTextContent('Scenario 2: Error guessing: an empty field');
    // The Then step states what the app showed, not only the kind of result chosen.
    expect(scenario).toHaveTextContent(
      'Given the first number is (empty) And the second number is 3 When the form is submitted Then an error asks for both numbers: "Please enter both numbers."',
    );
    expect(screen.getByText(/^Sent:/)).toHaveTextContent('First Number: (empty)');
    expect(screen.getByTestId('cases-counter')).toHaveTextContent('1 out of 2');
  });

  it('states the value in the Then step of a scenario restored from an earlier visit', async () => {
    fakeServer();
    localStorage.setItem(
      'gherkin_summation',
      JSON.stringify({ case_1: { first: '0', second: '0', expectedResult: 0 } }),
    );
    renderPage();
    await act(async () => undefined);
    expect(document.getElementById('case_1')).toHaveTextContent(
      'Given the first number is 7 And the second number is 3 When the form is submitted Then the sum is shown: "10"',
    );
  });

  it('shows a found test case as a row on a generator form', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage(entry('generator', 'attractor'));
    await act(async () => undefined);
    await choose(user, '7', '3', 'The sum is shown');
    await user.click(validate());
    const row = document.getElementById('case_1') as HTMLElement;
    expect(row).toHaveTextContent('Test case 1: Equivalence partitioning: two whole numbers');
    expect(row).toHaveTextContent('First Number7Second Number3Expected ResultThe sum is shown');
  });

  it('clears the invalid message as soon as another option is chosen', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage();
    await act(async () => undefined);
    await choose(user, 'abc', '3', 'The sum is shown');
    await user.click(validate());
    expect(result()).toHaveTextContent(INVALID);
    await user.selectOptions(dropdown('First Number'), '7');
    expect(result()).not.toHaveTextContent(INVALID);
  });

  it('once completed, disables the dropdowns and says so when the form is clicked', async () => {
    fakeServer();
    localStorage.setItem(
      'gherkin_summation',
      JSON.stringify({
        case_1: { first: '0', second: '0', expectedResult: 0 },
        case_2: { first: '5', second: '1', expectedResult: 2 },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await act(async () => undefined);
    expect(dropdown('First Number')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'This challenge is completed' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('You have already completed this challenge.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
