import { render, screen } from '@testing-library/react';
import { i18n } from '@qa/shared';
import { LearnPanel } from './LearnPanel';

const STEPS = ['Enter two positive numbers', 'Enter a negative number'];

describe('LearnPanel', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows the instruction of the current step', () => {
    const { rerender } = render(<LearnPanel instructions={STEPS} step={0} completed={false} />);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Enter two positive numbers')).toBeInTheDocument();
    rerender(<LearnPanel instructions={STEPS} step={1} completed={false} />);
    expect(screen.getByText('Enter a negative number')).toBeInTheDocument();
    expect(screen.queryByText('Enter two positive numbers')).not.toBeInTheDocument();
  });

  it('shows the done line once every case is found', () => {
    render(<LearnPanel instructions={STEPS} step={2} completed />);
    expect(screen.getByRole('region', { name: 'Your task' })).toHaveTextContent('You found all the cases!');
  });
});
