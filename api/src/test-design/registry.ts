import { CHALLENGES, type ChallengeEntry } from '@qa/shared/catalogue';
import { bookDeskDesign } from './designs/bookDesk';
import { calculatorDesign } from './designs/calculator';
import { createProfileDesign } from './designs/createProfile';
import { currencyConverterDesign } from './designs/currencyConverter';
import { divideDesign } from './designs/divide';
import { divisionDesign } from './designs/division';
import { multiplierDesign } from './designs/multiplier';
import { newsletterDesign } from './designs/newsletter';
import { passwordValidationDesign } from './designs/passwordValidation';
import { restorePasswordDesign } from './designs/restorePassword';
import { triangleDesign } from './designs/triangle';
import { userCrudDesign } from './designs/userCrud';
import type { TestDesign } from './test-design';

/** The challenges that have a test-design exercise, by catalogue key. */
const DESIGNS: Readonly<Record<string, TestDesign>> = {
  triangle: triangleDesign,
  userCrud: userCrudDesign,
  calculator: calculatorDesign,
  division: divisionDesign,
  multiplier: multiplierDesign,
  divide: divideDesign,
  currencyConverter: currencyConverterDesign,
  passwordValidation: passwordValidationDesign,
  createProfile: createProfileDesign,
  restorePassword: restorePasswordDesign,
  newsletter: newsletterDesign,
  bookDesk: bookDeskDesign,
};

export interface RegisteredDesign {
  entry: ChallengeEntry;
  design: TestDesign;
}

export const REGISTERED_DESIGNS: readonly RegisteredDesign[] = CHALLENGES.flatMap((entry) => {
  const design = DESIGNS[entry.key];
  return design ? [{ entry, design }] : [];
});
