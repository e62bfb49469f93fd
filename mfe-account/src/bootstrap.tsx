// Runs this remote on its own for development (`pnpm dev` in this folder).
import { StandaloneHarness } from '@qa/kit/standalone';
import AccountPage from './AccountPage';

StandaloneHarness.mount({ types: [], renderChallenge: () => <AccountPage currentAction="login" /> });
