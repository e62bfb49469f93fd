import type { AccountLanguage } from '@qa/shared/account';
import { LANGUAGES } from '@qa/shared/languages';
import Type from 'typebox';
import { objectOf } from './objectOf';

const LanguageSchema = Type.Enum([...LANGUAGES]);

/** GET and PUT language: the language kept with the account, null until the learner chooses one. */
export const AccountLanguageSchema = objectOf<AccountLanguage>()({
  language: Type.Union([LanguageSchema, Type.Null()]),
});

/** PUT language: one of the interface languages, nothing else. */
export const AccountLanguageBody = Type.Object({ language: LanguageSchema }, { additionalProperties: false });

/** What a PUT may weigh: `{"language":"en"}` is 17 bytes; a larger body is refused (413) before it is parsed. */
export const MAX_LANGUAGE_BODY_BYTES = 256;
