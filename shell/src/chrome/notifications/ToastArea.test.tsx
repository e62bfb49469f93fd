import { notify, type Notification } from '@qa/shared';
import { HALFWAY_NOTICE_MS } from '@qa/kit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockWindowWidth, restoreWindowWidth } from '../../test/matchMedia';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../chromeConstants';
import { ToastArea } from './ToastArea';

const toasts = () => screen.queryAllByRole('alert');
const texts = () => toasts().map((toast) => toast.textContent);
const toastSaying = (text: string): HTMLElement => {
  const toast = toasts().find((candidate) => candidate.textContent === text);
  if (!toast) throw new Error(`no toast says ${text}`);
  return toast;
};

/** What times a toast: react-toastify closes it when this (hidden) bar's animation ends. */
const timerOf = (toast: HTMLElement) => within(toast).getByRole('progressbar', { hidden: true });

/** Lets react-toastify's queued updates and its collapse (frames and a 300 ms timeout) run. */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });

/** jsdom runs no CSS animations: ends one by hand, the way a browser would. */
const endAnimation = async (element: HTMLElement) => {
  fireEvent.animationEnd(element);
  await settle();
};

const send = async (...notifications: Notification[]) => {
  act(() => notifications.forEach(notify));
  await settle();
};

describe('ToastArea', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    restoreWindowWidth();
    jest.useRealTimers();
  });

  it('shows what any part notifies, in its variant, with a close button in the page language', async () => {
    renderWithProviders(<ToastArea />);
    await send(
      { text: 'Saved', variant: 'success' },
      { text: 'Broken', variant: 'error' },
      { text: 'Plain' },
    );
    expect(texts()).toEqual(['Saved', 'Broken', 'Plain']);
    expect(toastSaying('Saved')).toHaveClass('Toastify__toast--success');
    expect(toastSaying('Broken')).toHaveClass('Toastify__toast--error');
    expect(toastSaying('Plain')).toHaveClass('Toastify__toast--default');
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toBeInTheDocument();
    expect(
      within(toastSaying('Saved')).getByRole('button', { name: 'Close notification' }),
    ).toBeInTheDocument();
  });

  it('shows at most three at once; the next one takes the place of a closed one', async () => {
    renderWithProviders(<ToastArea />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await send({ text: 'one' }, { text: 'two' }, { text: 'three' }, { text: 'four' });
    expect(texts()).toEqual(['one', 'two', 'three']);
    const first = toastSaying('one');
    await user.click(within(first).getByRole('button', { name: 'Close notification' }));
    await endAnimation(first);
    expect(texts()).toEqual(['two', 'three', 'four']);
  });

  it('closes after 3000 ms by default and after the time a sender asks for, such as the halfway 5000 ms', async () => {
    renderWithProviders(<ToastArea />);
    await send(
      { text: 'default' },
      { text: 'Halfway there!', variant: 'info', autoCloseMs: HALFWAY_NOTICE_MS },
    );
    expect(timerOf(toastSaying('default'))).toHaveStyle({
      animationDuration: `${NOTIFICATION_AUTO_CLOSE_MS}ms`,
    });
    expect(timerOf(toastSaying('Halfway there!'))).toHaveStyle({ animationDuration: '5000ms' });
    const halfway = toastSaying('Halfway there!');
    await endAnimation(halfway); // entered: its timer starts
    await endAnimation(timerOf(halfway)); // timed out: it leaves
    await endAnimation(halfway);
    expect(texts()).toEqual(['default']);
  });

  it('sits bottom-left from 768 px and top-left below', async () => {
    mockWindowWidth(768);
    const wide = renderWithProviders(<ToastArea />);
    await send({ text: 'wide' });
    expect(toastSaying('wide').parentElement).toHaveClass('Toastify__toast-container--bottom-left');
    wide.unmount();
    mockWindowWidth(767);
    renderWithProviders(<ToastArea />);
    await send({ text: 'small' });
    expect(toastSaying('small').parentElement).toHaveClass('Toastify__toast-container--top-left');
  });
});
