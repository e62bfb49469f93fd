import type { FieldType } from '@qa/shared';

/**
 * One field of a learn challenge: its kind and the 'learn' text key holding its label, placeholder and, where a
 * sample value helps, its template.
 */
export interface LearnFieldDefinition {
  type: FieldType;
  text: string;
}

/**
 * What the remote knows about a learn challenge: its catalogue key (also the prefix of its texts: pageTitle,
 * description, optional hint) and its fields in payload slot order. Rules and steps live only on the server.
 */
export interface LearnChallengeDefinition {
  key: string;
  fields: readonly LearnFieldDefinition[];
}
