import { CATALOGUE_NAMESPACE } from '@qa/shared';

/**
 * The text keys of a challenge page's title, tried in order: the remote's `<key>.pageTitle` only when the page is
 * titled differently from the list, else the catalogue's name, so a name is written once per language.
 */
export const challengeTitleKeys = (key: string): [string, string] => [
  `${key}.pageTitle`,
  `${CATALOGUE_NAMESPACE}:challenges.${key}`,
];
