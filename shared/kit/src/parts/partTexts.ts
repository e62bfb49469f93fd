import { addVersionedTexts, type Texts } from '@qa/shared';
import { KIT_VERSION } from '../kitVersion';
import { en } from './texts/en';
import { pl } from './texts/pl';
import { ru } from './texts/ru';
import { ua } from './texts/ua';

/**
 * The parts only some pages show (the generator and gherkin form and case list, the API sandbox panel, the notices
 * of a blocked field and of a key without a challenge) have a namespace of their own: their texts come with their
 * chunks, not with the kit every challenge page loads first. Every language in the one chunk, as the debrief's are.
 */
export const PARTS_NAMESPACE = 'kitParts';

export const partTexts: Texts = { en, ua, ru, pl };

// On evaluation, i.e. when a chunk arrives. Versioned like the kit's texts: two kit copies may both load it.
addVersionedTexts(PARTS_NAMESPACE, KIT_VERSION, partTexts);
