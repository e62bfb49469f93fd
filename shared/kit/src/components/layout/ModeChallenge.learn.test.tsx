import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, i18n, type ChallengePayload } from '@qa/shared';
import { mockHttp } from '../../test/mockHttp';
import { renderWithStore } from '../../test/renderWithStore';
import { ModeChallenge } from './ModeChallenge';

const adder = findChallenge('learn', 'adder');
if (!adder) throw new Error('adder is in the catalogue');
const STEPS = ['Enter two positive numbers', 'Enter a negative number'];

/** Every submission is the correct step. */
const learnServer = () => {
  const found = (payload: ChallengePayload) => ({
    message: `sum ${payload.caseNumber}`,
    caseIndex: payload.caseNumber,
    caseText: `Technique ${payload.caseNumber}`,
  });
  return mockHttp({
    get: () => ({ cases: STEPS, casesTotal: 2, bugsTotal: 0 }),
    post: (path, body) =>
      path.endsWith('/batch') ? (body as ChallengePayload[]).map(found) : found(body as ChallengePayload),
  });
};

const renderLearn = () =>
  renderWithStore(
    <ModeChallenge
      challenge={adder}
      title="Addition"
      description={['Adds two numbers.', 'Follow the steps.']}
      fields={[
        { type: 'textfield', label: 'First Number' },
        { type: 'textfield', label: 'Second Number' },
      ]}
      videoLink="https://video.example/adder"
    />,
  );

describe('ModeChallenge in learn mode', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo = jest.fn();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('says all cases are found once (in its panel), congratulates, and links the next learn challenge', async () => {
    learnServer();
    const user = userEvent.setup();
    renderLearn();
    expect(screen.getByRole('link', { name: 'Watch the video (opens in a new tab)' })).toBeInTheDocument();
    await screen.findByText(STEPS[0] ?? '');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(STEPS[1] ?? '');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('dialog', { name: 'You did it! You are a QA guru!' })).toBeInTheDocument();
    expect(screen.getAllByText('You found all the cases!')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Next challenge: Division' })[0]).toHaveAttribute(
      'href',
      '/app/challenge/learn/divider',
    );
  });

  it('keeps the instructions through a reset and starts again at step 1', async () => {
    learnServer();
    localStorage.setItem(
      'learn_adder',
      JSON.stringify({ case_1: { first: '1', second: '2', caseNumber: 1 } }),
    );
    const user = userEvent.setup();
    renderLearn();
    expect(await screen.findByText(STEPS[1] ?? '')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.getByText(STEPS[0] ?? '')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('cases-counter')).toHaveTextContent('0 out of 2');
  });
});
