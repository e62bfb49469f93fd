import { http, HttpError } from '@qa/shared';
import { gameFinishPath, type GameRoundReport } from '@qa/shared/game';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FinishRound } from './FinishRound';

const ROUND_ID = '0b5b8f1e-8c1d-4c43-9a57-3c2a5b0d6f11';
const REPORT: GameRoundReport = {
  roundId: ROUND_ID,
  startedAt: '2026-11-24T10:00:00.000Z',
  endsAt: '2026-11-24T10:01:00.000Z',
  over: true,
  score: 0,
  challenges: [],
  found: [],
  missed: {},
  missedByTechnique: {},
  personalBest: null,
  unranked: null,
};

const renderFinish = (answer: () => Promise<unknown>) => {
  const post = jest.spyOn(http, 'post').mockImplementation(async () => (await answer()) as never);
  const onFinished = jest.fn();
  const rendered = renderWithProviders(<FinishRound roundId={ROUND_ID} onFinished={onFinished} />, {
    route: '/game',
  });
  const dialog = () => screen.getByRole('dialog', { name: 'Finish the round now?' });
  const confirm = () => rendered.user.click(within(dialog()).getByRole('button', { name: 'Finish round' }));
  return { ...rendered, post, onFinished, dialog, confirm };
};

describe('FinishRound', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks first, with Cancel focused, and changes nothing on Cancel or Escape', async () => {
    const { user, post, onFinished, dialog } = renderFinish(async () => REPORT);
    const opener = screen.getByRole('button', { name: 'Finish round' });
    await user.click(opener);
    expect(dialog()).toHaveAccessibleDescription(
      'Your score becomes final, and the round cannot be resumed.',
    );
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('has the server end the round once confirmed, then hands over to the report', async () => {
    const { user, post, onFinished, confirm } = renderFinish(async () => REPORT);
    await user.click(screen.getByRole('button', { name: 'Finish round' }));
    await confirm();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(gameFinishPath(ROUND_ID), undefined, { auth: true });
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('keeps the round and says why when the server could not end it', async () => {
    const { user, onFinished, dialog, confirm } = renderFinish(async () => {
      throw new HttpError('http', 503, 'Unavailable', { message: 'The service is unavailable.' });
    });
    await user.click(screen.getByRole('button', { name: 'Finish round' }));
    await confirm();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The round could not be finished. The service is unavailable.',
    );
    expect(onFinished).not.toHaveBeenCalled();
    // Focus stays in the dialog, on the button that can try again.
    expect(within(dialog()).getByRole('button', { name: 'Finish round' })).toHaveFocus();
  });

  it('goes on to the report when the clock had ended the round first (409)', async () => {
    const { user, onFinished, confirm } = renderFinish(async () => {
      throw new HttpError('http', 409, 'Conflict', { message: 'Time is up: this round is over.' });
    });
    await user.click(screen.getByRole('button', { name: 'Finish round' }));
    await confirm();
    expect(onFinished).toHaveBeenCalledTimes(1);
  });
});
