import { useLocation } from '@qa/shared';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';

/** The shell's page: chrome around the routed content. */
export const App = () => {
  const [, navigate] = useLocation();
  const logout = async () => {
    // Both loaded by then: the identity client and the snapshot keeper start once the page is usable.
    const [{ signOutOfIdentity }, { forgetSnapshots }] = await Promise.all([
      import('./auth/identity'),
      import('./federation/snapshot/pageSnapshot'),
    ]);
    await signOutOfIdentity();
    forgetSnapshots();
    navigate('/app/account/login');
  };
  return (
    <Layout onLogout={logout}>
      <AppRoutes />
    </Layout>
  );
};
