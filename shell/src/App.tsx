import { useNavigate } from '@qa/shared';
import { signOutOfIdentity } from './auth/identity';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';

/** The shell's page: chrome around the routed content. */
export const App = () => {
  const navigate = useNavigate();
  const logout = async () => {
    await signOutOfIdentity();
    await navigate('/app/account/login');
  };
  return (
    <Layout onLogout={logout}>
      <AppRoutes />
    </Layout>
  );
};
