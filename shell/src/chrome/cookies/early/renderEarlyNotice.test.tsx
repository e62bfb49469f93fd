/**
 * @jest-environment node
 */
import { LANGUAGES, STORAGE_KEYS } from '@qa/shared';
import { allChromeTexts } from '../../../i18n/chrome/allLanguages';
import { EARLY_NOTICE_ID, EARLY_NOTICE_TEMPLATE_PREFIX } from './earlyNoticeIds';
import { renderEarlyNotice } from './renderEarlyNotice';

const html = renderEarlyNotice();

describe('renderEarlyNotice', () => {
  it.each(LANGUAGES)('renders the notice in %s from the chrome texts', (language) => {
    const template = new RegExp(`<template id="${EARLY_NOTICE_TEMPLATE_PREFIX}${language}">(.*?)</template>`);
    const markup = template.exec(html)?.[1] ?? '';
    const { cookies } = allChromeTexts[language];
    for (const text of [cookies.title, cookies.privacy, cookies.accept])
      expect(markup).toContain(text?.replaceAll("'", '&#x27;'));
    expect(markup).toContain('role="dialog"');
    expect(markup).toContain('href="/app/about/privacy-policy"');
  });

  it('scopes the notice styles to the notice and brings the base styles', () => {
    const css = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(css).toMatch(/body\{[^}]*font-family/);
    // Every rule with a class in its selector: the class names are the build's, the app's may be the same.
    const classRules = css.split('}').filter((rule) => /\.[a-zA-Z]/.test(rule.split('{')[0] ?? ''));
    expect(classRules.length).toBeGreaterThan(3);
    for (const rule of classRules) expect(rule.trim()).toMatch(new RegExp(`^#${EARLY_NOTICE_ID} `));
    expect(css).not.toContain('data-styled');
  });

  it('gives the script the keys the app reads', () => {
    expect(html).toContain(`data-accepted-key="${STORAGE_KEYS.cookiesAccepted}"`);
    expect(html).toContain(`data-language-key="${STORAGE_KEYS.language}"`);
    expect(html).toContain(`data-notice-id="${EARLY_NOTICE_ID}"`);
  });
});
