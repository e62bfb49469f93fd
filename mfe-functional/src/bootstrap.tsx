// Runs this remote on its own for development (`pnpm dev` in this folder).
import { StandaloneHarness } from '@qa/kit/standalone';
import ChallengePage from './ChallengePage';

StandaloneHarness.mount({ types: ['functional'], renderChallenge: (props) => <ChallengePage {...props} /> });
