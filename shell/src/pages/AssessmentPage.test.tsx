import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { AssessmentPage } from './AssessmentPage';

describe('AssessmentPage', () => {
  it('has a title, a description and the note that it is for subscribers', () => {
    const { store } = renderWithProviders(<AssessmentPage />, { route: '/app/assessment' });
    expect(screen.getByRole('heading', { level: 1, name: 'Interview Assessment' })).toBeInTheDocument();
    expect(screen.getByText(/how ready you are for a QA job interview/)).toBeInTheDocument();
    expect(screen.getByText(/registered users with an active subscription/)).toBeInTheDocument();
    expect(store.getState().page.pageTitle).toBe('Interview Assessment');
  });
});
