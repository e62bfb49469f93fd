import type { Language } from '../i18n/languages';
import type { ChallengeEntry } from './types';

/** A mode's group name and its challenges' names in one language, as the catalogue texts word them. */
export interface BroughtGroupNames {
  group: string;
  challenges: Readonly<Record<string, string>>;
}

/**
 * A mode that a remote brings to a shell built without it (docs/adding-a-remote.md). The remote exposes it as
 * './Mode'; the shell reads it when its registry names a remote it was not built with, lists the group after the
 * built-in ones and hands the group's challenges to that remote. Their hidden rules are the API's, as always.
 */
export interface BroughtGroup {
  /** lowerCamelCase letters, never one of the seven built-in groups; routes /app/list/{group}. */
  group: string;
  challenges: readonly ChallengeEntry<string>[];
  names: Readonly<Record<Language, BroughtGroupNames>>;
}
