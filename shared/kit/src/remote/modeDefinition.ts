import type { FieldType } from '../components/challengeField';

/**
 * One field of a challenge as a mode remote defines it: its kind, the text key (in the remote's namespace)
 * holding its label, placeholder and optional template, and a dropdown's options.
 */
export interface ModeFieldDefinition {
  type: FieldType;
  text: string;
  /** Sent as they are: currency codes and years read the same in every language, so they are not texts. */
  options?: readonly string[];
}

/**
 * What a mode remote knows about one challenge: its catalogue key (also the prefix of its texts: pageTitle,
 * description, optional hint) and its fields in payload slot order. Cases and rules live only on the server.
 */
export interface ModeChallengeDefinition {
  key: string;
  fields: readonly ModeFieldDefinition[];
}
