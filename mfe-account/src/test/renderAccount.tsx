import {
  DeferredRouter,
  makeStore,
  memoryLocation,
  type RootState,
  Route,
  Switch,
  useLocation,
  useParams,
} from '@qa/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import AccountPage from '../AccountPage';
import { fakeIdentity } from './fakeIdentity';

/** The route as the shell has it: /app/account/{currentAction} hands the action to the page. */
const AccountRoute = () => {
  const { currentAction = '' } = useParams();
  return <AccountPage currentAction={currentAction} />;
};

/** Where the router is now, for tests of navigation. */
const CurrentPath = () => <output data-testid="path">{useLocation()[0]}</output>;

export const SIGNED_IN_UNVERIFIED: Partial<RootState> = {
  account: { user: 'u1', isEmailVerified: false, authChecked: true },
};
export const SIGNED_IN_VERIFIED: Partial<RootState> = {
  account: { user: 'u1', isEmailVerified: true, authChecked: true },
};

/** The account page at `action` with a fresh store (a page load) and a fake identity service. */
export const renderAccount = (action: string, preloadedState?: Partial<RootState>) => {
  // A page load after the identity client's first report: signed out unless the test says otherwise.
  const store = makeStore({
    account: { user: '', isEmailVerified: false, authChecked: true },
    ...preloadedState,
  });
  const identity = fakeIdentity(store);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <DeferredRouter hook={memoryLocation({ path: `/app/account/${action}` }).hook}>
        <Switch>
          <Route path="/app/account/:currentAction" component={AccountRoute} />
        </Switch>
        <CurrentPath />
      </DeferredRouter>
    </Provider>,
  );
  return { store, identity, user, ...view };
};
