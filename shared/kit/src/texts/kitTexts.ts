import { addVersionedTexts, type Texts } from '@qa/shared';
import { KIT_VERSION } from '../kitVersion';
import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

/** The page kit ships its own texts, so every remote that uses the kit gets them with it. */
export const KIT_NAMESPACE = 'kit';

export const kitTexts = { en, ua, ru, pl } satisfies Texts;

// On module evaluation: any component importing the namespace finds its texts already there. Versioned, because
// the shell's copy of the kit and a remote's newer one both register this namespace (the newest wording wins).
addVersionedTexts(KIT_NAMESPACE, KIT_VERSION, kitTexts);
