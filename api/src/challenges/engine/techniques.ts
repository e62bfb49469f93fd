import type { Language } from '@qa/shared/catalogue';
import { TECHNIQUES, type Technique } from '@qa/shared/progress';
import type { Localized } from '../../i18n/localized';

// The table lives in the shared package: the progress page names the techniques too.
export { TECHNIQUES, type Technique } from '@qa/shared/progress';

/** "Boundary value analysis: zero in both fields": how a case or bug is named on the page and in answers. */
export const findingText = (finding: { technique: Technique; text: Localized }, language: Language): string =>
  `${TECHNIQUES[finding.technique][language]}: ${finding.text[language]}`;
