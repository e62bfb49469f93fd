import type { ComponentType } from 'react';
import type { ChallengeEntry, ChallengePayload, ChallengeResult, ChallengeRound, Language } from '@qa/shared';
import type { ChallengeProgress } from '../../progress/progressState';
import type { TryItRequest } from '../../remote/modeDefinition';
import type { ChallengeField } from '../form/challengeField';

/** What a mode's page hands to a kit composition: the catalogue entry and its texts, already localized. */
export interface ChallengeKitProps {
  challenge: ChallengeEntry<string>;
  title: string;
  /** One text, or a list whose first paragraph shows and the rest opens with "Read more". */
  description: string | readonly string[];
  /** In payload slot order; templates and dropdown options ride on each field. */
  fields: readonly ChallengeField[];
  /** The challenge's hint, shown in the question-mark popover. */
  hint?: string;
  videoLink?: string;
  videoText?: string;
  /** The challenge's own text for a blocked submit (SPEC §3 "subtext or helper"). */
  helper?: string;
  /** API testing: a first request to try from the tester's own tools. */
  tryIt?: TryItRequest;
  /** Functional mode: the challenge's own app, shown instead of the form (SPEC §2). */
  app?: ComponentType<ChallengeAppProps>;
  /** Where a payload's slots are not what the tester typed (an app's actions): how a find's payload reads. */
  describeAnswer?: DescribeAnswer;
  /** A Game round judges the page's submissions; the practice tools (hint, reset, next, dialogs) are left out. */
  round?: ChallengeRound;
}

/** What a challenge's own app gets from the page (SPEC §2 "The functional types show their own apps"). */
export interface ChallengeAppProps {
  challenge: ChallengeEntry<string>;
  progress: ChallengeProgress;
  /** Sends one action of the app for judging; resolves the server's answer, undefined when there is none. */
  submit: (payload: ChallengePayload) => Promise<ChallengeResult | undefined>;
  /** Grows by one each time the challenge is reset: the app starts over. */
  resets: number;
}

/** A payload in the tester's words; undefined for one it cannot describe (shown field by field instead). */
export type DescribeAnswer = (payload: ChallengePayload, language: Language) => string | undefined;
