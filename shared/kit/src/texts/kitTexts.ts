import { addTexts, type Texts } from '@qa/shared';
import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

/** The page kit ships its own texts, so every remote that uses the kit gets them with it. */
export const KIT_NAMESPACE = 'kit';

export const kitTexts = { en, ua, ru, pl } satisfies Texts;

// On module evaluation: any component importing the namespace finds its texts already there.
addTexts(KIT_NAMESPACE, kitTexts);
