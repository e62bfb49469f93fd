import { CHALLENGES, type ChallengeEntry } from '@qa/shared/catalogue';
import { calculatorDesign } from './designs/calculator';
import { divisionDesign } from './designs/division';
import { multiplierDesign } from './designs/multiplier';
import { restorePasswordDesign } from './designs/restorePassword';
import { triangleDesign } from './designs/triangle';
import type { TestDesign } from './test-design';

/** The challenges that have a test-design exercise, by catalogue key. */
const DESIGNS: Readonly<Record<string, TestDesign>> = {
  triangle: triangleDesign,
  calculator: calculatorDesign,
  division: divisionDesign,
  multiplier: multiplierDesign,
  restorePassword: restorePasswordDesign,
};

export interface RegisteredDesign {
  entry: ChallengeEntry;
  design: TestDesign;
}

export const REGISTERED_DESIGNS: readonly RegisteredDesign[] = CHALLENGES.flatMap((entry) => {
  const design = DESIGNS[entry.key];
  return design ? [{ entry, design }] : [];
});
