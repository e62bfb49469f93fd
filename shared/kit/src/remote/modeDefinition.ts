import type { ComponentType } from 'react';
import type { ChallengeAppProps, DescribeAnswer } from '../components/layout/challengeKitProps';
import type { FieldType } from '../components/form/challengeField';

/**
 * One field of a challenge as a mode remote defines it: its kind, the text key (in the remote's namespace)
 * holding its label, placeholder and optional template, and a dropdown's options.
 */
export interface ModeFieldDefinition {
  type: FieldType;
  text: string;
  /** Sent as they are: currency codes and years read the same in every language, so they are not texts. */
  options?: readonly string[];
  /** See ChallengeField: the dropdown to choose first, and a JSON body. */
  requires?: number;
  json?: boolean;
}

/** A request to one of the APIs exposed to testers, shown as a curl command to start from. */
export interface TryItRequest {
  method: string;
  /** Under the tester APIs' base URL: '/users'. */
  path: string;
  body?: string;
}

/**
 * What a mode remote knows about one challenge: its catalogue key (also the prefix of its texts: description,
 * optional hint, optional pageTitle where the page is not titled with its catalogue name) and its fields in
 * payload slot order. A plain form's comes from its catalogue entry (formDefinition). Cases and rules live only
 * on the server.
 */
export interface ModeChallengeDefinition {
  key: string;
  fields: readonly ModeFieldDefinition[];
  /** API testing: the request the page offers as a first curl command. */
  tryIt?: TryItRequest;
  /** Functional mode: the app shown instead of the form; `fields` then name the values of its actions. */
  app?: ComponentType<ChallengeAppProps>;
  /** Functional mode: the app's action that a found case's values stand for. */
  describeAnswer?: DescribeAnswer;
}
