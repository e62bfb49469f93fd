import type { FormFields } from './formFields';
import type { ChallengeEntry } from './types';

/**
 * A challenge of a group a remote brings: a form, never a guided (learn) one. Its fields are written as the
 * built-in forms' are (`textfield('image')`, `dropdown('size', SIZES)`), so the remote renders it from this entry
 * with no code of its own. A dropdown's options are a constant exported here, which the API's definition imports
 * for its `dropdowns`, as currencyConverter.ts does CURRENCIES.
 */
export const brought = (
  group: string,
  key: string,
  path: string,
  ...fields: FormFields
): ChallengeEntry<string> => ({
  key,
  group,
  path,
  fieldCount: fields.length,
  learnMode: false,
  form: fields,
});

/**
 * The challenges of the modes that remotes bring (BroughtGroup), for the API, which evaluates them, and for each of
 * those remotes, which lists and renders its own. The shell never imports this file (`@qa/shared/brought-challenges`):
 * it learns them from the remotes at run time, so a new mode needs no new shell. `pnpm new:remote` adds a mode's
 * first one.
 */
export const BROUGHT_CHALLENGES: readonly ChallengeEntry<string>[] = [];
