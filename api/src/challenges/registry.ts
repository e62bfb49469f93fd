import { BROUGHT_CHALLENGES } from '@qa/shared/brought-challenges';
import { CHALLENGES, storeName, type ChallengeEntry } from '@qa/shared/catalogue';
import { userCrud } from './definitions/api-testing/userCrud';
import { adder } from './definitions/learn/adder';
import { divider } from './definitions/learn/divider';
import { multiplexer } from './definitions/learn/multiplexer';
import { passwordRestore } from './definitions/learn/passwordRestore';
import { plusser } from './definitions/learn/plusser';
import { subtraction } from './definitions/learn/subtraction';
import { updateNickname } from './definitions/learn/updateNickname';
import { bookDesk } from './definitions/exploratory/bookDesk';
import { calculator } from './definitions/exploratory/calculator';
import { division } from './definitions/exploratory/division';
import { newsletter } from './definitions/exploratory/newsletter';
import { restorePassword } from './definitions/exploratory/restorePassword';
import { triangle } from './definitions/exploratory/triangle';
import { bookHotel } from './definitions/functional/bookHotel';
import { todoList } from './definitions/functional/todoList';
import { attractor } from './definitions/generator/attractor';
import { summation } from './definitions/gherkin/summation';
import { createProfile } from './definitions/scripted/createProfile';
import { currencyConverter } from './definitions/scripted/currencyConverter';
import { divide } from './definitions/scripted/divide';
import { multiplier } from './definitions/scripted/multiplier';
import { passwordValidation } from './definitions/scripted/passwordValidation';
import type { ChallengeDefinition } from './engine/definition';

/** The definition of each catalogue path the server can evaluate; a challenge goes live by being added here. */
export const DEFINITIONS: Readonly<Record<string, ChallengeDefinition>> = {
  'api/learn/v1/adder': adder,
  'api/learn/v1/divider': divider,
  'api/learn/v1/password-restore': passwordRestore,
  'api/learn/v1/update-nickname': updateNickname,
  'api/learn/v1/multiplexer': multiplexer,
  'api/generator/v1/attractor': attractor,
  'api/learn/v1/subtraction': subtraction,
  'api/gherkin/v1/summation': summation,
  'api/functional/v1/book-hotel': bookHotel,
  'api/functional/v1/todo-list': todoList,
  'api/learn/v1/plusser': plusser,
  'api/api-testing/v1/userCrud': userCrud,
  'api/exploratory/v1/triangle': triangle,
  'api/exploratory/v1/division': division,
  'api/exploratory/v1/calculator': calculator,
  'api/exploratory/v1/restore-password': restorePassword,
  'api/exploratory/v1/book-desk': bookDesk,
  'api/exploratory/v1/newsletter': newsletter,
  'api/scripted/v1/multiplier': multiplier,
  'api/scripted/v1/divide': divide,
  'api/scripted/v1/password-validation': passwordValidation,
  'api/scripted/v1/create-profile': createProfile,
  'api/scripted/v1/currency-converter': currencyConverter,
};

export interface RegisteredChallenge {
  /** Of a built-in group, or of a group a remote brings (BROUGHT_CHALLENGES). */
  entry: ChallengeEntry<string>;
  definition: ChallengeDefinition;
}

/**
 * Catalogue entries that have a definition, in catalogue order and then those of the modes remotes bring: the
 * challenges that get routes.
 */
export const REGISTERED_CHALLENGES: readonly RegisteredChallenge[] = [
  ...CHALLENGES,
  ...BROUGHT_CHALLENGES,
].flatMap((entry) => {
  const definition = DEFINITIONS[entry.path];
  return definition ? [{ entry, definition }] : [];
});

export const isRegistered = (path: string): boolean => Object.hasOwn(DEFINITIONS, path);

/** The registered challenges by the browser's name for their progress (`{type}_{key}`). */
export const REGISTERED_BY_STORE_NAME: ReadonlyMap<string, RegisteredChallenge> = new Map(
  REGISTERED_CHALLENGES.map((challenge) => [storeName(challenge.entry), challenge]),
);
