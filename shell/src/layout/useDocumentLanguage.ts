import { useEffect } from 'react';
import { languageTag, selectLanguage, useAppSelector } from '@qa/shared';

/** Keeps <html lang> on the interface language. */
export const useDocumentLanguage = (): void => {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    document.documentElement.lang = languageTag(language);
  }, [language]);
};
