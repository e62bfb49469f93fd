import { useEffect } from 'react';
import { selectLanguage, useAppSelector } from '@qa/shared';

/** Keeps <html lang> on the interface language; 'ua' is the product's code, 'uk' the standard one. */
export const useDocumentLanguage = (): void => {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    document.documentElement.lang = language === 'ua' ? 'uk' : language;
  }, [language]);
};
