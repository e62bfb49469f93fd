import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  findChallenge,
  HttpError,
  i18n,
  STORAGE_KEYS,
  storeName,
  type ChallengeEntry,
  type ChallengePayload,
  type ChallengeResult,
  type ChallengeRound,
} from '@qa/shared';
import { mockHttp } from '../../test/mockHttp';
import { renderWithStore } from '../../test/renderWithStore';
import type { ChallengeField } from '../form/challengeField';
import { ModeChallenge } from './ModeChallenge';

const multiplier = findChallenge('scripted', 'multiplier') as ChallengeEntry;
const CASES = ['Two positive numbers', 'A zero', 'A negative number'];
const FIELDS: ChallengeField[] = [
  { type: 'textfield', label: 'First number' },
  { type: 'textfield', label: 'Second number' },
];

/** A round's judge: "c{n}" in the first field finds case n. */
const roundJudging = (id = 'round-1') => {
  const submit = jest.fn(async (payload: ChallengePayload): Promise<ChallengeResult> => {
    const caseIndex = Number(/^c(\d)$/.exec(payload.first ?? '')?.[1] ?? 0);
    return caseIndex > 0
      ? { message: `found ${caseIndex}`, caseIndex, caseText: CASES[caseIndex - 1] }
      : { message: 'nothing' };
  });
  const round: ChallengeRound = { id, submit };
  return { round, submit };
};

const renderRound = (round: ChallengeRound) =>
  renderWithStore(
    <ModeChallenge
      challenge={multiplier}
      title="Multiplier"
      description={['Multiplies two numbers.']}
      fields={FIELDS}
      hint="Think of the edges."
      round={round}
    />,
  );

const send = async (value: string) => {
  const user = userEvent.setup();
  const first = screen.getByRole('textbox', { name: 'First number' });
  await user.clear(first);
  await user.type(first, value);
  await user.type(screen.getByRole('textbox', { name: 'Second number' }), '2');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
};

const isChecked = (n: number) =>
  within(document.getElementById(`case_${n}`) as HTMLElement).queryByRole('img', { name: 'Found' }) !== null;

describe('ModeChallenge in a Game round', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the public list but restores nothing, even with finds stored for the practice page', async () => {
    localStorage.setItem(
      STORAGE_KEYS.progress(storeName(multiplier)),
      JSON.stringify({ case_1: { first: 'c1', second: '2' } }),
    );
    const server = mockHttp({ get: () => ({ cases: CASES, casesTotal: 3, bugsTotal: 0 }) });
    renderRound(roundJudging().round);
    expect(await screen.findByText('A zero')).toBeInTheDocument();
    expect(server.get).toHaveBeenCalledWith('api/scripted/v1/multiplier', expect.anything());
    expect(server.post).not.toHaveBeenCalled();
    expect([1, 2, 3].map(isChecked)).toEqual([false, false, false]);
  });

  it('has the round judge each submission, shows what it found and keeps nothing in storage', async () => {
    const server = mockHttp({ get: () => ({ cases: CASES, casesTotal: 3, bugsTotal: 0 }) });
    const { round, submit } = roundJudging();
    renderRound(round);
    await screen.findByText('A zero');
    await send('c2');
    expect(submit).toHaveBeenCalledWith({ first: 'c2', second: '2', emptyFields: [] });
    expect(server.post).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('found 2');
    expect([1, 2, 3].map(isChecked)).toEqual([false, true, false]);
    expect(localStorage.length).toBe(0);
  });

  it('shows the message of a submission the round refused', async () => {
    mockHttp({ get: () => ({ cases: CASES, casesTotal: 3, bugsTotal: 0 }) });
    const { round, submit } = roundJudging();
    submit.mockRejectedValueOnce(new HttpError('http', 409, 'Conflict', { message: 'The round is over.' }));
    renderRound(round);
    await screen.findByText('A zero');
    await send('c1');
    expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('The round is over.');
    expect(isChecked(1)).toBe(false);
  });

  it('leaves out the practice tools and names the challenge below the page title', async () => {
    mockHttp({ get: () => ({ cases: CASES, casesTotal: 3, bugsTotal: 0 }) });
    renderRound(roundJudging().round);
    await screen.findByText('A zero');
    expect(screen.getByRole('heading', { level: 2, name: 'Multiplier' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('button', { name: /hint/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All challenges' })).toBeNull();
  });

  it('starts a new round with nothing found', async () => {
    mockHttp({ get: () => ({ cases: CASES, casesTotal: 3, bugsTotal: 0 }) });
    const first = renderRound(roundJudging('round-1').round);
    await screen.findByText('A zero');
    await send('c1');
    expect(isChecked(1)).toBe(true);
    first.unmount();
    renderWithStore(
      <ModeChallenge
        challenge={multiplier}
        title="Multiplier"
        description={['Multiplies two numbers.']}
        fields={FIELDS}
        round={roundJudging('round-2').round}
      />,
      first.store,
    );
    await screen.findByText('A zero');
    expect(isChecked(1)).toBe(false);
  });
});
