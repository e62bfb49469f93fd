import { addLanguageTexts } from './languageTexts';
import { CATALOGUE_NAMESPACE, catalogueTexts } from './texts/catalogueTexts';

/** Imported for its side effect: the catalogue names are there before any part renders. */
addLanguageTexts(CATALOGUE_NAMESPACE, catalogueTexts);
