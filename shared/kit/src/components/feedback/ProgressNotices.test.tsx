import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { i18n, provideNotifier } from '@qa/shared';
import { HALFWAY_NOTICE_MS } from '../../kitConstants';
import type { ProgressNotice } from '../../progress/progressState';
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
        <ProgressNotices notices={['halfway']} onDismiss={onDismiss} />
      </StrictMode>,
    );
    expect(shown.mock.calls).toEqual([
      [{ text: 'Halfway there!', variant: 'info', autoCloseMs: HALFWAY_NOTICE_MS }],
    ]);
    expect(onDismiss).toHaveBeenCalledWith('halfway');
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [undefined, 'You found all the cases!'],
    ['validatedAllCases', 'You validated all the cases!'],
    ['foundAllScenarios', 'You found all the scenarios!'],
  ] as const)('words all cases as the mode does (%s), and says all bugs', (allCasesText, text) => {
    render(
      <ProgressNotices notices={['allCases', 'allBugs']} allCasesText={allCasesText} onDismiss={jest.fn()} />,
    );
    expect(shown.mock.calls.map(([notification]) => notification)).toEqual([
      { text, variant: 'success' },
      { text: 'You found all the bugs!', variant: 'success' },
    ]);
  });

  it('leaves the find that completes the challenge to the congratulation: no toast per milestone besides', () => {
    const onDismiss = jest.fn();
    render(<ProgressNotices notices={['allCases', 'allBugs', 'completed']} onDismiss={onDismiss} />);
    expect(shown).not.toHaveBeenCalled();
    // Handed back all the same, so none waits in the state.
    expect(onDismiss.mock.calls.map(([notice]) => notice)).toEqual(['allCases', 'allBugs', 'completed']);
  });

  it('announces a milestone again when it is reached again after it was handed back', () => {
    const props = { onDismiss: jest.fn() };
    const { rerender } = render(<ProgressNotices notices={['halfway']} {...props} />);
    rerender(<ProgressNotices notices={[] as ProgressNotice[]} {...props} />);
    rerender(<ProgressNotices notices={['halfway']} {...props} />);
    expect(shown).toHaveBeenCalledTimes(2);
  });
});
