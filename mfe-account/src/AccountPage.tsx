import type { AccountPageProps } from '@qa/shared';
import { DashboardScreen } from './screens/DashboardScreen';
import { LoginScreen } from './screens/LoginScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { RegisterScreen } from './screens/RegisterScreen';
import { RestoreScreen } from './screens/RestoreScreen';

const SCREENS = {
  login: LoginScreen,
  register: RegisterScreen,
  restore: RestoreScreen,
  dashboard: DashboardScreen,
} as const;

const isAction = (action: string): action is keyof typeof SCREENS => Object.hasOwn(SCREENS, action);

/** What the remote exposes as './AccountPage': the screen of /app/account/{currentAction}. */
const AccountPage = ({ currentAction }: AccountPageProps) => {
  if (!isAction(currentAction)) return <NotFoundScreen />;
  const Screen = SCREENS[currentAction];
  return <Screen />;
};

export default AccountPage;
