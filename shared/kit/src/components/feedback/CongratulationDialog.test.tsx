import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, setShowFinishPopup, i18n } from '@qa/shared';
import { renderWithStore } from '../../test/renderWithStore';
import { CongratulationDialog } from './CongratulationDialog';

const divider = findChallenge('learn', 'divider');
if (!divider) throw new Error('divider is in the catalogue');

describe('CongratulationDialog', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('opens with the finish flag: next challenge, feedback in a new tab, Back closes it', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<CongratulationDialog challenge={divider} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(setShowFinishPopup(true));
    });
    const dialog = screen.getByRole('dialog', { name: 'You did it! You are a QA guru!' });
    expect(within(dialog).getByRole('link', { name: 'Next challenge: Password Restore' })).toHaveAttribute(
      'href',
      '/app/challenge/learn/passwordRestore',
    );
    const feedback = within(dialog).getByRole('link', { name: 'Leave feedback (opens in a new tab)' });
    expect(feedback).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    // The confetti canvas is positioned; the content after it is too, so it paints above the pieces.
    const content = within(dialog).getByRole('button', { name: 'Back' }).parentElement;
    expect(content).toHaveStyle({ position: 'relative' });
    expect(content).toContainElement(within(dialog).getByRole('heading'));

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().challenge.isShowFinishPopup).toBe(false);
  });

  it('gives focus to the page heading when the button that opened it can no longer take it', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <main>
        <h1>Division</h1>
        <button type="button">Submit</button>
        <CongratulationDialog challenge={divider} />
      </main>,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    act(() => {
      store.dispatch(setShowFinishPopup(true));
    });
    // The last find completes the challenge: its form is disabled behind the dialog.
    submit.setAttribute('disabled', '');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Division' })).toHaveFocus();
  });

  it('moves focus in without scrolling, so a long dialog opens at its top', () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    const { store } = renderWithStore(<CongratulationDialog challenge={divider} />);
    act(() => {
      store.dispatch(setShowFinishPopup(true));
    });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    focus.mockRestore();
  });
});
