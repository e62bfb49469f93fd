import { HttpError, http, i18n, selectPageTitle, setLanguage } from '@qa/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdderServer, INSTRUCTIONS } from './test/fakeAdderServer';
import { fakeInfo } from './test/fakeInfo';
import { renderWithStore } from '@qa/kit/test';
import type { ChallengePageProps } from '@qa/shared';
import ChallengePage from './ChallengePage';

/** The page as the shell mounts it: a fresh store each time, so a second call is a page reload. */
const renderPage = (props: ChallengePageProps = { group: 'learn', challengeKey: 'adder' }) =>
  renderWithStore(<ChallengePage {...props} />);

const ADDER = 'api/learn/v1/adder';
const first = () => screen.getByRole('textbox', { name: 'First Number' });
const second = () => screen.getByRole('textbox', { name: 'Second Number' });
const counter = () => screen.getByTestId('cases-counter');
const result = () => screen.getByRole('status', { name: 'Result' });

/** Correct answers for the first steps, as an earlier visit would have stored them. */
const storeAnswers = (steps: number) => {
  const answers = Array.from({ length: steps }, (_, index) => [
    `case_${index + 1}`,
    { first: '1', second: '2', caseNumber: index + 1 },
  ]);
  localStorage.setItem('learn_adder', JSON.stringify(Object.fromEntries(answers)));
};

const submit = async (user: ReturnType<typeof userEvent.setup>, a: string, b: string) => {
  await user.clear(first());
  if (a) await user.type(first(), a);
  await user.clear(second());
  if (b) await user.type(second(), b);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
};

describe('learn ChallengePage: adder', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the title, the first instruction and 0 out of 6, and sets the page title', async () => {
    const server = fakeAdderServer();
    const { store } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Addition' })).toBeInTheDocument();
    expect(await screen.findByText(INSTRUCTIONS[0] ?? '')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('0 out of 6');
    expect(screen.getByRole('status', { name: 'Test cases found: 0 out of 6' })).toBe(counter());
    expect(selectPageTitle(store.getState())).toBe('Addition');
    expect(server.get).toHaveBeenCalledWith(ADDER, expect.anything());
  });

  it('after a correct step counts the case, lists it as case_1 and shows the next instruction', async () => {
    const server = fakeAdderServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(INSTRUCTIONS[0] ?? '');
    await submit(user, '2', '3');

    expect(await screen.findByText(INSTRUCTIONS[1] ?? '')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('1 out of 6');
    expect(document.getElementById('case_1')).toHaveTextContent('Technique 1');
    expect(document.getElementById('case_1')).toHaveTextContent('First Number: 2 · Second Number: 3');
    expect(result()).toHaveTextContent('sum 1');
    expect(first()).toHaveFocus();
    expect(server.post).toHaveBeenCalledWith(ADDER, {
      first: '2',
      second: '3',
      emptyFields: [],
      caseNumber: 1,
    });
    expect(JSON.parse(localStorage.getItem('learn_adder') ?? '{}')).toEqual({
      case_1: { first: '2', second: '3', emptyFields: [], caseNumber: 1 },
    });
  });

  it('asks to follow the instructions, marks the flagged field, and asks again after a reload', async () => {
    fakeAdderServer();
    const user = userEvent.setup();
    const page = renderPage();
    await screen.findByText(INSTRUCTIONS[0] ?? '');
    await submit(user, 'wrong', '3');

    expect(await screen.findByText('Please follow the instructions')).toBeInTheDocument();
    expect(first()).toHaveAttribute('aria-invalid', 'true');
    expect(second()).toHaveAttribute('aria-invalid', 'false');
    expect(counter()).toHaveTextContent('0 out of 6');
    expect(sessionStorage.getItem('learn_adder_followInstructions')).toBe('true');

    page.unmount();
    renderPage();
    await screen.findByText(INSTRUCTIONS[0] ?? '');
    expect(result()).toHaveTextContent('Please follow the instructions');
  });

  it('restores stored answers through the batch call after a reload', async () => {
    storeAnswers(2);
    const server = fakeAdderServer();
    renderPage();
    expect(await screen.findByText(INSTRUCTIONS[2] ?? '')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('2 out of 6');
    expect(document.getElementById('case_2')).toHaveTextContent('Technique 2');
    expect(server.post).toHaveBeenCalledWith(
      `${ADDER}/batch`,
      [
        { first: '1', second: '2', caseNumber: 1 },
        { first: '1', second: '2', caseNumber: 2 },
      ],
      expect.anything(),
    );
  });

  it('treats a corrupted progress entry as no progress', async () => {
    localStorage.setItem('learn_adder', '{"case_1": {"first"');
    const server = fakeAdderServer();
    renderPage();
    expect(await screen.findByText(INSTRUCTIONS[0] ?? '')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('0 out of 6');
    expect(server.post).not.toHaveBeenCalled();
  });

  it('sends an empty field as the localized empty word: empty in en, puste in pl', async () => {
    const server = fakeAdderServer();
    const user = userEvent.setup();
    const { store } = renderPage();
    await screen.findByText(INSTRUCTIONS[0] ?? '');
    await submit(user, '', '3');
    await screen.findByText('Technique 1');
    expect(server.post).toHaveBeenLastCalledWith(ADDER, {
      first: 'empty',
      second: '3',
      emptyFields: ['first'],
      caseNumber: 1,
    });
    expect(document.getElementById('case_1')).toHaveTextContent('First Number: (empty)');

    await act(async () => {
      store.dispatch(setLanguage('pl'));
    });
    await user.clear(screen.getByRole('textbox', { name: 'Druga liczba' }));
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    await screen.findByText('Technique 2');
    expect(server.post).toHaveBeenLastCalledWith(ADDER, {
      first: 'puste',
      second: 'puste',
      emptyFields: ['first', 'second'],
      caseNumber: 2,
    });
  });

  it('re-loads the instructions and re-runs the restore when the language changes', async () => {
    storeAnswers(1);
    const server = fakeAdderServer();
    const { store } = renderPage();
    await screen.findByText(INSTRUCTIONS[1] ?? '');
    await act(async () => {
      store.dispatch(setLanguage('ua'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Додавання' })).toBeInTheDocument();
    expect(server.get).toHaveBeenCalledTimes(2);
    expect(server.post.mock.calls.filter(([path]) => path.endsWith('/batch'))).toHaveLength(2);
    expect(counter()).toHaveTextContent('1 з 6');
  });

  it('completes on the last step: done line, check mark, inputs disabled, completedChallenges', async () => {
    storeAnswers(5);
    fakeAdderServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(INSTRUCTIONS[5] ?? '');
    await submit(user, '1', '99999999999999999999');

    expect(await screen.findByText('You found all the cases!')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('6 out of 6');
    expect(within(counter()).getByRole('img', { name: 'All found' })).toBeInTheDocument();
    expect(first()).toBeDisabled();
    expect(second()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem('completedChallenges') ?? '[]')).toEqual(['learn_adder']);
  });

  it('shows a localized text, never the raw error, when the server cannot be reached', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(new HttpError('network', 0, 'Failed to fetch'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Check your connection and try again.',
    );
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });
});

describe('learn ChallengePage: every learn challenge', () => {
  const STEPS = ['Made-up first step', 'Made-up second step'];

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['adder', 'Addition', 'api/learn/v1/adder', ['First Number', 'Second Number']],
    ['divider', 'Division', 'api/learn/v1/divider', ['First Number', 'Second Number']],
    ['passwordRestore', 'Password Restore', 'api/learn/v1/password-restore', ['New Password']],
    [
      'updateNickname',
      'Update Profile',
      'api/learn/v1/update-nickname',
      ['Nickname', 'First Name', 'Last Name'],
    ],
  ])(
    '%s shows its title, its fields and the first instruction',
    async (challengeKey, title, path, labels) => {
      const get = fakeInfo(STEPS);
      const { store } = renderPage({ group: 'learn', challengeKey });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByText(STEPS[0] ?? '')).toBeInTheDocument();
      expect(screen.queryByText(STEPS[1] ?? '')).not.toBeInTheDocument();
      expect(screen.getAllByRole('textbox')).toHaveLength(labels.length);
      for (const label of labels) expect(screen.getByRole('textbox', { name: label })).toBeEnabled();
      expect(counter()).toHaveTextContent('0 out of 2');
      expect(selectPageTitle(store.getState())).toBe(title);
      expect(get).toHaveBeenCalledWith(path, expect.anything());
    },
  );

  it('states the rules of Update Profile and Password Restore in their descriptions', async () => {
    fakeInfo(STEPS);
    const page = renderPage({ group: 'learn', challengeKey: 'updateNickname' });
    await screen.findByText(STEPS[0] ?? '');
    expect(screen.getByText(/Nickname: 5 to 8 characters/)).toHaveTextContent(
      /Last Name: 2 to 32 characters/,
    );
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute(
      'placeholder',
      'Enter a nickname',
    );
    page.unmount();

    renderPage({ group: 'learn', challengeKey: 'passwordRestore' });
    await screen.findByText(STEPS[0] ?? '');
    expect(screen.getByText(/5 to 15 characters/)).toHaveTextContent(/previous password, Qwerty1!/);
  });

  it('posts the three Update Profile fields with the step number', async () => {
    fakeInfo(STEPS);
    const post = jest
      .spyOn(http, 'post')
      .mockResolvedValue({ message: 'Made-up answer', caseIndex: 1, caseText: 'Made-up case' } as never);
    const user = userEvent.setup();
    renderPage({ group: 'learn', challengeKey: 'updateNickname' });
    await screen.findByText(STEPS[0] ?? '');
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'qa_anna');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Smith');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Made-up case')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('api/learn/v1/update-nickname', {
      first: 'qa_anna',
      second: 'Anna',
      third: 'Smith',
      emptyFields: [],
      caseNumber: 1,
    });
  });
});

describe('learn ChallengePage: not found', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it.each([
    ['learn', 'nothing'],
    ['scripted', 'adder'],
  ] as const)('says so for %s/%s, with links to every learn challenge', async (group, challengeKey) => {
    const { store } = renderPage({ group, challengeKey });
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge not found' })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Challenges: Learn' });
    expect(within(list).getByRole('link', { name: 'Addition' })).toHaveAttribute(
      'href',
      '/app/challenge/learn/adder',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    expect(selectPageTitle(store.getState())).toBe('Challenge not found');
  });
});
