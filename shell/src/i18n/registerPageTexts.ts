import { addTexts } from '@qa/shared';
import { PAGES_NAMESPACE, pageTexts } from './pageTexts';

/** Imported for its side effect by bootstrap (and the test renderer) before the first render. */
addTexts(PAGES_NAMESPACE, pageTexts);
