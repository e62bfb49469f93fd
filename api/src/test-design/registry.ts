import { CHALLENGES, storeName, type ChallengeEntry } from '@qa/shared/catalogue';
import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';
import type { ChallengeDefinition } from '../challenges/engine/definition';
import type { TestDesign } from './test-design';

export interface RegisteredDesign {
  entry: ChallengeEntry;
  design: TestDesign;
  /** The challenge's rules: the expert design whose cases name a row's input class. */
  definition: ChallengeDefinition;
}

/** The catalogue's challenges whose folder has a test design (`design.ts`), in catalogue order. */
export const REGISTERED_DESIGNS: readonly RegisteredDesign[] = CHALLENGES.flatMap((entry) => {
  const challenge = REGISTERED_BY_STORE_NAME.get(storeName(entry));
  return challenge?.design ? [{ entry, design: challenge.design, definition: challenge.definition }] : [];
});
