import { addTexts, type Texts } from '@qa/shared';
import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

/** The remote ships its own texts (DESIGN.md "Texts"), so it can be deployed alone. */
export const EXPLORATORY_API_NAMESPACE = 'exploratoryApi';

export const exploratoryApiTexts = { en, ua, ru, pl } satisfies Texts;

// On module evaluation: the page's components find their texts before the first render.
addTexts(EXPLORATORY_API_NAMESPACE, exploratoryApiTexts);
