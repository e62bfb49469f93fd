import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

/** Every language at once, for what is not a page: the build-time cookie notice and the completeness test. */
export const allChromeTexts = { en, ua, ru, pl };
