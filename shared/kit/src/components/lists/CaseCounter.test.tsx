import { render, screen } from '@testing-library/react';
import { i18n } from '@qa/shared';
import { CaseCounter } from './CaseCounter';

describe('CaseCounter', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows "n out of total" under an accessible name, without a check mark while cases remain', () => {
    render(<CaseCounter found={2} total={6} label="Test cases found" testId="cases-counter" />);
    const counter = screen.getByRole('status', { name: 'Test cases found: 2 out of 6' });
    expect(counter).toBe(screen.getByTestId('cases-counter'));
    expect(screen.getByTestId('cases-counter')).toHaveTextContent('2 out of 6');
    expect(screen.queryByRole('img', { name: 'All found' })).not.toBeInTheDocument();
  });

  it('adds a labelled check mark when everything is found', () => {
    render(<CaseCounter found={6} total={6} label="Test cases found" testId="cases-counter" />);
    expect(screen.getByRole('img', { name: 'All found' })).toBeInTheDocument();
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('ru');
    render(<CaseCounter found={1} total={6} label="x" testId="cases-counter" />);
    expect(screen.getByTestId('cases-counter')).toHaveTextContent('1 из 6');
  });
});
