import { languageTexts } from '@qa/shared';
import { en } from './chrome/en';

/** The shell's own namespace: layout, static pages and the fallback shown when a remote fails. */
export const CHROME_NAMESPACE = 'chrome';

/** English in the shell's bundle, each other language in a chunk of its own (LanguageTexts). */
export const chromeTexts = languageTexts(en, {
  ua: () => import('./chrome/ua').then((texts) => texts.ua),
  ru: () => import('./chrome/ru').then((texts) => texts.ru),
  pl: () => import('./chrome/pl').then((texts) => texts.pl),
});
