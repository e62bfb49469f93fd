import type { Language } from '../../languages';
import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

/**
 * Each challenge's name in every language, as the catalogue shows it: for the server, which names a challenge in
 * what it sends (an interview's family, a scorecard's practice pointers). A page loads these per language instead.
 */
export const CHALLENGE_NAMES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: en.challenges,
  ua: ua.challenges,
  ru: ru.challenges,
  pl: pl.challenges,
};
