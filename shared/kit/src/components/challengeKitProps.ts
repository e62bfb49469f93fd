import type { ChallengeEntry } from '@qa/shared';
import type { TryItRequest } from '../remote/modeDefinition';
import type { ChallengeField } from './challengeField';

/** What a mode's page hands to a kit composition: the catalogue entry and its texts, already localized. */
export interface ChallengeKitProps {
  challenge: ChallengeEntry;
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
}
