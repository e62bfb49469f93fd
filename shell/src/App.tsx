import { useLocation } from '@qa/shared';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';

/** The shell's page: chrome around the routed content. */
export const App = () => {
  const [, navigate] = useLocation();
  const logout = async () => {
    // Loaded by then: the identity client started it after the page was usable.
    const { signOutOfIdentity } = await import('./auth/identity');
    await signOutOfIdentity();
    // A signed-out page must not show what the account saw; the keeper has loaded by then too.
    await import('./federation/snapshot/pageSnapshot').then(({ forgetSnapshots }) => forgetSnapshots());
    navigate('/app/account/login');
  };
  return (
    <Layout onLogout={logout}>
      <AppRoutes />
    </Layout>
  );
};
