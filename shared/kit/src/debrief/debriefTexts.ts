import { addVersionedTexts, type Texts } from '@qa/shared';
import { KIT_VERSION } from '../kitVersion';
import { en } from './texts/en';
import { pl } from './texts/pl';
import { ru } from './texts/ru';
import { ua } from './texts/ua';

/** The debrief after a find has a namespace of its own: its texts come with its chunk, not the kit. */
export const DEBRIEF_NAMESPACE = 'kitDebrief';

/**
 * Every language in the one chunk, unlike the kit's own texts: a chunk of each language would add its name to the
 * chunk map of every kit copy, which is on a challenge page's first load, to save a few kilobytes once per find.
 */
export const debriefTexts: Texts = { en, ua, ru, pl };

// On evaluation, i.e. when the chunk arrives. Versioned like the kit's texts: two kit copies may both load it.
addVersionedTexts(DEBRIEF_NAMESPACE, KIT_VERSION, debriefTexts);
