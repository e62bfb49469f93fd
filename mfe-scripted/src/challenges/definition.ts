import type { FieldType } from '@qa/shared';

/**
 * One field of a scripted challenge: its kind, the 'scripted' text key holding its label, placeholder and, where a
 * sample value helps, its template, and a dropdown's options.
 */
export interface ScriptedFieldDefinition {
  type: FieldType;
  text: string;
  /** Sent as they are: currency codes and years read the same in every language, so they are not texts. */
  options?: readonly string[];
}

/**
 * What the remote knows about a scripted challenge: its catalogue key (also the prefix of its texts: pageTitle,
 * description, optional hint) and its fields in payload slot order. The cases and rules live only on the server.
 */
export interface ScriptedChallengeDefinition {
  key: string;
  fields: readonly ScriptedFieldDefinition[];
}
