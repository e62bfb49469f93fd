import { useParams } from '@qa/shared';
import type { AccountPageProps } from '@qa/shared';
import { RemotePage } from '../federation/RemotePage';

/** /app/account/:currentAction is handed to the account remote, which knows its actions. */
export const AccountRoute = () => {
  const { currentAction = '' } = useParams();
  return (
    <RemotePage<AccountPageProps> remote="mfe_account" exposed="AccountPage" pageProps={{ currentAction }} />
  );
};
