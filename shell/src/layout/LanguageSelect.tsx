import {
  isLanguage,
  languageTag,
  LANGUAGES,
  selectLanguage,
  setLanguage,
  useAppDispatch,
  useAppSelector,
  type Language,
} from '@qa/shared';
import { VisuallyHidden } from '@qa/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';
import { theme } from '../theme/theme';
import { barControl } from './barControl';

/** Each language is named in itself, so a reader finds their own whatever the current language. */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ua: 'Українська',
  ru: 'Русский',
  pl: 'Polski',
};

const Select = styled.select`
  ${barControl}
  border-color: ${theme.colors.barHover};
  padding-inline-end: ${theme.space.sm};

  option {
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
`;

/**
 * The language dropdown. It only dispatches setLanguage: the shared store's listener remembers the
 * choice (localStorage 'local') and switches i18n, so every part of the page follows.
 */
export const LanguageSelect = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const id = useId();
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {t('topBar.language')}
      </VisuallyHidden>
      <Select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) dispatch(setLanguage(event.target.value));
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={languageTag(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Select>
    </>
  );
};
