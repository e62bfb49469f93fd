import { languageTexts } from '../languageTexts';
import { en } from './catalogue/en';

/**
 * Display names of the challenge catalogue, shared by the shell (menu, lists) and the remotes (page titles,
 * next-challenge links), so a challenge is called the same everywhere.
 */
export const CATALOGUE_NAMESPACE = 'catalogue';

export const catalogueTexts = languageTexts(en, {
  ua: () => import('./catalogue/ua').then((texts) => texts.ua),
  ru: () => import('./catalogue/ru').then((texts) => texts.ru),
  pl: () => import('./catalogue/pl').then((texts) => texts.pl),
});
