import { act, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { HALFWAY_NOTICE_MS } from '../kitConstants';
import { ProgressNotices } from './ProgressNotices';

describe('ProgressNotices', () => {
  beforeEach(async () => {
    jest.useFakeTimers();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.useRealTimers());

  it('asks to dismiss the halfway notice exactly 5000 ms after it appears', () => {
    const onDismiss = jest.fn();
    render(<ProgressNotices notices={['halfway']} scripted={false} onDismiss={onDismiss} />);
    expect(screen.getByRole('status', { name: 'Progress' })).toHaveTextContent('Halfway there!');
    act(() => jest.advanceTimersByTime(HALFWAY_NOTICE_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('halfway');
  });

  it('words all cases per mode, says all bugs and the congratulation, and leaves out hidden ones', () => {
    const notices = ['allCases', 'allBugs', 'completed'] as const;
    const { rerender } = render(<ProgressNotices notices={notices} scripted onDismiss={jest.fn()} />);
    const region = screen.getByRole('status', { name: 'Progress' });
    expect(region).toHaveTextContent(
      'You validated all the cases!You found all the bugs!You did it! You are a QA guru!',
    );
    rerender(
      <ProgressNotices notices={notices} scripted={false} hidden={['completed']} onDismiss={jest.fn()} />,
    );
    expect(region).toHaveTextContent('You found all the cases!You found all the bugs!');
    expect(region).not.toHaveTextContent('QA guru');
  });
});
