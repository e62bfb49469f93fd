import { addTexts } from './i18n';
import { CATALOGUE_NAMESPACE, catalogueTexts } from './texts/catalogueTexts';

/** Imported for its side effect: the catalogue names are there before any part renders. */
addTexts(CATALOGUE_NAMESPACE, catalogueTexts);
