import { selectIsSignedIn, useAppSelector, type AccountPageProps } from '@qa/shared';
import { RemotePage } from '../../federation/RemotePage';
import { AnswerCatalogue } from './AnswerCatalogue';

/** The account remote's login screen, with its register link, for whoever is not signed in. */
const LOGIN: AccountPageProps = { currentAction: 'login' };

/** /app/about/answers (SPEC §2, §6): answers need sign-in only; everyone else gets the login screen. */
export const AnswersPage = () => {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return <AnswerCatalogue />;
  return <RemotePage<AccountPageProps> remote="mfe_account" exposed="AccountPage" pageProps={LOGIN} />;
};
