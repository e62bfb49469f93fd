/**
 * Sets or clears a user's Interview Assessment subscription, a custom claim on their identity token:
 *   pnpm --filter @qa/api subscription -- set <email>
 *   pnpm --filter @qa/api subscription -- clear <email>
 * With FIREBASE_AUTH_EMULATOR_HOST set it changes the Authentication emulator; otherwise the Firebase project
 * (FIREBASE_PROJECT_ID) with the machine's Google credentials (GOOGLE_APPLICATION_CREDENTIALS).
 * Exit codes: 0 done, 1 Firebase failed, 2 bad arguments, 3 no user with that email.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { firebaseProjectIdOf } from '../src/config';
import { setSubscription, SubscriptionUserError } from '../src/identity/subscription';

const USAGE = 'Usage: pnpm --filter @qa/api subscription -- set|clear <email>';
const EXIT = { done: 0, failed: 1, usage: 2, noSuchUser: 3 } as const;

async function main(argv: string[]): Promise<number> {
  // pnpm hands the `--` separator on to the script.
  const [command, email, ...extra] = argv[0] === '--' ? argv.slice(1) : argv;
  if ((command !== 'set' && command !== 'clear') || !email || extra.length > 0) {
    console.error(USAGE);
    return EXIT.usage;
  }

  const projectId = firebaseProjectIdOf(process.env);
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // Said first, so nobody changes a real project believing it is the emulator.
  console.log(
    emulator ? `Authentication emulator ${emulator}, project ${projectId}` : `Project ${projectId}`,
  );
  try {
    const auth = getAuth(initializeApp({ projectId }));
    const { uid, claims } = await setSubscription(auth, email, command === 'set');
    console.log(
      `Subscription ${command === 'set' ? 'set' : 'cleared'} for ${email} (uid ${uid}); custom claims now ${JSON.stringify(claims)}.`,
    );
    console.log(
      'It reaches the user with their next identity token: within an hour, or at once after signing in again.',
    );
    return EXIT.done;
  } catch (error) {
    if (error instanceof SubscriptionUserError) {
      console.error(error.message);
      return EXIT.noSuchUser;
    }
    console.error(
      `The subscription was not changed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT.failed;
  }
}

// firebase-admin keeps connections open, so the script ends itself once it has its answer.
main(process.argv.slice(2)).then((code) => process.exit(code));
