import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { i18n, provideNotifier } from '@qa/shared';
import { HALFWAY_NOTICE_MS } from '../kitConstants';
import type { ProgressNotice } from '../progress/progressState';
import { ProgressNotices } from './ProgressNotices';

const shown = jest.fn();

describe('ProgressNotices', () => {
  beforeEach(async () => {
    shown.mockReset();
    provideNotifier(shown);
    await i18n.changeLanguage('en');
  });

  it('notifies halfway for 5000 ms, once, and hands the notice back at once', () => {
    const onDismiss = jest.fn();
    const { container } = render(
      <StrictMode>
        <ProgressNotices notices={['halfway']} scripted={false} onDismiss={onDismiss} />
      </StrictMode>,
    );
    expect(shown.mock.calls).toEqual([
      [{ text: 'Halfway there!', variant: 'info', autoCloseMs: HALFWAY_NOTICE_MS }],
    ]);
    expect(onDismiss).toHaveBeenCalledWith('halfway');
    expect(container).toBeEmptyDOMElement();
  });

  it('words all cases per mode, says all bugs and the congratulation, and leaves out hidden ones', () => {
    const notices = ['allCases', 'allBugs', 'completed'] as const;
    const onDismiss = jest.fn();
    const { unmount } = render(<ProgressNotices notices={notices} scripted onDismiss={onDismiss} />);
    expect(shown.mock.calls.map(([notification]) => notification)).toEqual([
      { text: 'You validated all the cases!', variant: 'success' },
      { text: 'You found all the bugs!', variant: 'success' },
      { text: 'You did it! You are a QA guru!', variant: 'success' },
    ]);
    unmount();
    shown.mockReset();
    render(
      <ProgressNotices notices={notices} scripted={false} hidden={['completed']} onDismiss={onDismiss} />,
    );
    expect(shown.mock.calls.map(([notification]) => notification)).toEqual([
      { text: 'You found all the cases!', variant: 'success' },
      { text: 'You found all the bugs!', variant: 'success' },
    ]);
    // A hidden notice is handed back too, so it does not wait in the state.
    expect(onDismiss).toHaveBeenCalledWith('completed');
  });

  it('announces a milestone again when it is reached again after it was handed back', () => {
    const props = { scripted: false, onDismiss: jest.fn() };
    const { rerender } = render(<ProgressNotices notices={['halfway']} {...props} />);
    rerender(<ProgressNotices notices={[] as ProgressNotice[]} {...props} />);
    rerender(<ProgressNotices notices={['halfway']} {...props} />);
    expect(shown).toHaveBeenCalledTimes(2);
  });
});
