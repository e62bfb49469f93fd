import { addTexts, type Texts } from '@qa/shared';
import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

/** The remote ships its own texts (DESIGN.md "Texts"), so it can be deployed alone. */
export const FUNCTIONAL_NAMESPACE = 'functional';

export const functionalTexts = { en, ua, ru, pl } satisfies Texts;

// On module evaluation: the page's components find their texts before the first render.
addTexts(FUNCTIONAL_NAMESPACE, functionalTexts);
