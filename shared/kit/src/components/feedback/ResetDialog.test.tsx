import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@qa/shared';
import { RESET_SCROLL_DELAY_MS } from '../../kitConstants';
import { renderWithStore } from '../../test/renderWithStore';
import { ResetButton } from '../buttons/ResetButton';
import { ResetDialog } from './ResetDialog';

const setup = () => {
  const onReset = jest.fn();
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo;
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithStore(
    <>
      <ResetButton />
      <ResetDialog onReset={onReset} />
    </>,
  );
  return { ...view, onReset, scrollTo, user };
};

describe('reset button and dialog', () => {
  beforeEach(async () => {
    jest.useFakeTimers();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.useRealTimers());

  it('asks first; Cancel keeps everything and gives focus back to Reset', async () => {
    const { store, onReset, user } = setup();
    const reset = screen.getByRole('button', { name: 'Reset' });
    await user.click(reset);
    expect(store.getState().challenge.isShowResetPopup).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to clear your results?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().challenge.isShowResetPopup).toBe(false);
    expect(onReset).not.toHaveBeenCalled();
    expect(reset).toHaveFocus();
  });

  it('Escape cancels too, and Tab stays inside the dialog', async () => {
    const { onReset, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('Yes resets, closes, and scrolls to the top after 100 ms', async () => {
    const { onReset, scrollTo, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(RESET_SCROLL_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
