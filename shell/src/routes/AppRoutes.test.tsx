import { http } from '@qa/shared';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './AppRoutes';

const get = jest.spyOn(http, 'get');

describe('AppRoutes under /app/about', () => {
  beforeEach(() => get.mockReset().mockResolvedValue('<p>Served text</p>'));

  it.each([
    ['/app/about/terms-and-conditions', 'Terms and Conditions', 'api/static/terms-and-conditions.en.html'],
    ['/app/about/privacy-policy', 'Privacy Policy', 'api/static/privacy-policy.en.html'],
  ])('%s shows its static page', async (route, title, call) => {
    renderWithProviders(<AppRoutes />, { route });
    // Loaded when first shown (lazyPages.ts).
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText('Served text')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(call, expect.anything());
  });

  it('/app/about/answers lists the answers for a signed-in user', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/app/about/answers',
      preloadedState: { account: { user: 'user-1', isEmailVerified: true, authChecked: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Answers' })).toBeInTheDocument();
  });

  it('an unknown page under /app/about is not found', () => {
    renderWithProviders(<AppRoutes />, { route: '/app/about/unknown' });
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
  });
});

describe('AppRoutes under /app/classroom', () => {
  const signedIn = { account: { user: 'user-1', isEmailVerified: true, authChecked: true } };
  beforeEach(() => get.mockReset().mockResolvedValue([]));

  it('/app/classroom lists the trainer’s classes, loaded with the classroom’s pages', async () => {
    renderWithProviders(<AppRoutes />, { route: '/app/classroom', preloadedState: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Classroom' })).toBeInTheDocument();
  });

  it('an unknown page under /app/classroom is not found', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/app/classroom/6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f/unknown',
      preloadedState: signedIn,
    });
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeInTheDocument();
  });
});
