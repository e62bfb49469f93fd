import {
  isLanguage,
  languageTag,
  LANGUAGES,
  selectLanguage,
  setLanguage,
  useAppDispatch,
  useAppSelector,
  useTranslation,
  type Language,
} from '@qa/shared';
import { VisuallyHidden } from '@qa/kit';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
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

/** Keys that move a closed dropdown's choice without opening it: each press fires a change. */
const CHOICE_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * The language dropdown. It only dispatches setLanguage: the shared store's listener remembers the
 * choice (localStorage 'local') and switches i18n, so every part of the page follows; a signed-in learner's
 * account keeps it too (followAccountLanguage, decision 0070). A choice made with the
 * arrow keys on the closed dropdown is applied on Enter or when focus leaves it, not at each press (which
 * would switch the whole interface, and the screen reader's voice, language by language).
 */
export const LanguageSelect = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const id = useId();
  const [pending, setPending] = useState<Language>();
  const byKeys = useRef(false);
  const apply = (chosen: Language | undefined) => {
    byKeys.current = false;
    setPending(undefined);
    if (chosen !== undefined && chosen !== language) dispatch(setLanguage(chosen));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (CHOICE_KEYS.has(event.key)) byKeys.current = true;
    else if (event.key === 'Enter') apply(pending);
  };
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {t('topBar.language')}
      </VisuallyHidden>
      <Select
        id={id}
        value={pending ?? language}
        onKeyDown={onKeyDown}
        onBlur={() => apply(pending)}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          if (byKeys.current) setPending(chosen);
          else apply(chosen);
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
