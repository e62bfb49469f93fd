import type { Language } from '@qa/shared/catalogue';

/** A text in every interface language; the type makes a missing language a compile error. */
export type Localized = Readonly<Record<Language, string>>;
