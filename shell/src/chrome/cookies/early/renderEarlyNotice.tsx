import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModalFrame } from '@qa/kit/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
// Paths, not the package entries: only the constants are wanted here, not the app the entries start.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../../../shared/src/i18n/languages';
import { STORAGE_KEYS } from '../../../../../shared/src/storage/storageKeys';
import { scriptWithSettings } from '../../../buildTime/scriptWithSettings';
import { allChromeTexts } from '../../../i18n/chrome/allLanguages';
import { GlobalStyle } from '../../../theme/GlobalStyle';
import { PRIVACY_POLICY_PATH } from '../cookieConsent';
import { CookieNoticeContent, type CookieNoticeTexts } from '../CookieNoticeContent';
import { EARLY_NOTICE_ID, EARLY_NOTICE_TEMPLATE_PREFIX } from './earlyNoticeIds';

const SCRIPT = readFileSync(path.join(__dirname, 'earlyNotice.js'), 'utf8');

const STYLE_CONTENT = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** styled-components ends each rule with this marker; the rules that follow `data-styled` only serve adoption. */
const RULE_END = /\/\*!sc\*\/\s*/;

const noticeTexts = (language: (typeof LANGUAGES)[number]): CookieNoticeTexts => {
  const { cookies } = allChromeTexts[language];
  return { title: cookies.title, text: cookies.text, privacy: cookies.privacy, accept: cookies.accept };
};

/** CSS of a rendering, without the attributes that would make styled-components in the browser adopt it. */
const collectCss = (render: (sheet: ServerStyleSheet) => void): string => {
  const sheet = new ServerStyleSheet();
  try {
    render(sheet);
    return [...sheet.getStyleTags().matchAll(STYLE_CONTENT)]
      .flatMap(([, css = '']) => css.split(RULE_END))
      .filter((rule) => !rule.startsWith('data-styled'))
      .join('');
  } finally {
    sheet.seal();
  }
};

/**
 * What index.html gets at the start of <body>: the page's base styles, the cookie notice rendered from the
 * app's own components in every language (as templates), and the script that shows the right one. The
 * notice's rules are scoped to it, so they cannot meet the app's class names.
 */
export const renderEarlyNotice = (): string => {
  const templates: string[] = [];
  const noticeCss = collectCss((sheet) => {
    for (const language of LANGUAGES) {
      const markup = renderToStaticMarkup(
        sheet.collectStyles(
          <StyleSheetManager namespace={`#${EARLY_NOTICE_ID}`}>
            <div>
              <ModalFrame labelledBy={`${EARLY_NOTICE_ID}-title`} describedBy={`${EARLY_NOTICE_ID}-text`}>
                <CookieNoticeContent
                  texts={noticeTexts(language)}
                  titleId={`${EARLY_NOTICE_ID}-title`}
                  textId={`${EARLY_NOTICE_ID}-text`}
                  privacyLink={(label) => <a href={PRIVACY_POLICY_PATH}>{label}</a>}
                />
              </ModalFrame>
            </div>
          </StyleSheetManager>,
        ),
      );
      templates.push(`<template id="${EARLY_NOTICE_TEMPLATE_PREFIX}${language}">${markup}</template>`);
    }
  });
  const baseCss = collectCss((sheet) => renderToStaticMarkup(sheet.collectStyles(<GlobalStyle />)));
  const settings = {
    'accepted-key': STORAGE_KEYS.cookiesAccepted,
    'language-key': STORAGE_KEYS.language,
    'default-language': DEFAULT_LANGUAGE,
    'notice-id': EARLY_NOTICE_ID,
    'template-prefix': EARLY_NOTICE_TEMPLATE_PREFIX,
  };
  return [`<style>${baseCss}${noticeCss}</style>`, ...templates, scriptWithSettings(SCRIPT, settings)].join(
    '\n',
  );
};
