import { addVersionedTexts, languageTexts } from '@qa/shared';
import { KIT_VERSION } from '../kitVersion';
import { en } from './en';

/** The page kit ships its own texts, so every remote that uses the kit gets them with it. */
export const KIT_NAMESPACE = 'kit';

/** English in the kit's bundle, each other language in a chunk of its own (LanguageTexts). */
export const kitTexts = languageTexts(en, {
  ua: () => import('./ua').then((texts) => texts.ua),
  ru: () => import('./ru').then((texts) => texts.ru),
  pl: () => import('./pl').then((texts) => texts.pl),
});

// On module evaluation: any component importing the namespace finds its texts already there. Versioned, because
// the shell's copy of the kit and a remote's newer one both register this namespace (the newest wording wins).
addVersionedTexts(KIT_NAMESPACE, KIT_VERSION, kitTexts);
