import { addLanguageTexts } from '@qa/shared';
import { CHROME_NAMESPACE, chromeTexts } from './chromeTexts';

/** Imported for its side effect by bootstrap (and the test renderer) before the first render. */
addLanguageTexts(CHROME_NAMESPACE, chromeTexts);
