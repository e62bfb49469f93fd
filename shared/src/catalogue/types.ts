/** The seven challenge groups, in the order of their group numbers (SPEC §1). */
export const CHALLENGE_GROUPS = [
  'learn',
  'scripted',
  'generator',
  'gherkin',
  'functional',
  'apiTesting',
  'exploratory',
] as const;

export type ChallengeGroup = (typeof CHALLENGE_GROUPS)[number];

/** Module Federation names of the remotes; the shell maps each to a manifest URL at run time. */
export const REMOTE_NAMES = [
  'mfe_learn',
  'mfe_generator_gherkin',
  'mfe_scripted',
  'mfe_exploratory_api',
  'mfe_functional',
  'mfe_account',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * A challenge of the catalogue. `Group` is one of the seven built-in groups; a group a remote brings at run time
 * (BroughtGroup) is one this build does not know, so its entries are `ChallengeEntry<string>`.
 */
export interface ChallengeEntry<Group extends string = ChallengeGroup> {
  /** Catalogue key, also the last segment of the challenge route. */
  key: string;
  group: Group;
  /** Server path without a leading slash, as SPEC §7 lists it. */
  path: string;
  /** How many payload slots (first, second, third) the form sends. */
  fieldCount: 1 | 2 | 3;
  /** Guided by step-by-step instructions (SPEC §4 "Learn"); true for the learn group and the three learn-path intros. */
  learnMode: boolean;
  /**
   * A plain form's fields in payload slot order, which the remote renders and the API's definition reads its
   * dropdowns from; absent where the remote draws the page itself (an app, a request, the builder's lists).
   */
  form?: readonly FormField[];
}

/**
 * One field of a challenge's form. Its label, placeholder and optional template are the remote's texts
 * `<key>.fields.<name>`; a dropdown's options are sent as they are (currency codes and years read the same in
 * every language), and the API accepts no other value.
 */
export interface FormField {
  type: 'textfield' | 'dropdown';
  name: string;
  options?: readonly string[];
}

export interface ChallengeSeries {
  group: ChallengeGroup;
  number: number;
  challengeLink: string;
  links: string[];
  /** Answer url per challenge key. */
  config: Record<string, string>;
  isNew: boolean;
}
