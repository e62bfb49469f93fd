import { CHALLENGES, storeName, type ChallengeEntry } from '@qa/shared/catalogue';
import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';
import type { TestDesign } from './test-design';

export interface RegisteredDesign {
  entry: ChallengeEntry;
  design: TestDesign;
}

/** The catalogue's challenges whose folder has a test design (`design.ts`), in catalogue order. */
export const REGISTERED_DESIGNS: readonly RegisteredDesign[] = CHALLENGES.flatMap((entry) => {
  const design = REGISTERED_BY_STORE_NAME.get(storeName(entry))?.design;
  return design ? [{ entry, design }] : [];
});
