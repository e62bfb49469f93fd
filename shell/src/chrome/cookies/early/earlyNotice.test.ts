import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInlineScript } from '../../../test/inlineScript';

const SCRIPT = readFileSync(path.join(__dirname, 'earlyNotice.js'), 'utf8');

/** The document as index.html has it: two languages' templates, then the script with its settings. */
const loadPage = (pathname = '/app/list') => {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = ['en', 'pl']
    .map(
      (language) =>
        `<template id="notice-${language}"><div><p>${language} text</p><button type="button">${language} accept</button></div></template>`,
    )
    .join('');
  runInlineScript(
    SCRIPT,
    {
      acceptedKey: 'cookiesAccepted',
      languageKey: 'local',
      defaultLanguage: 'en',
      noticeId: 'early-notice',
      templatePrefix: 'notice-',
    },
    (script) => document.body.append(script),
  );
};

const notice = () => document.getElementById('early-notice');

describe('the cookie notice in index.html', () => {
  beforeEach(() => localStorage.clear());

  it('shows on a first visit, in the default language, with Accept focused', () => {
    loadPage();
    expect(notice()).toHaveTextContent('en text');
    expect(notice()?.querySelector('button')).toHaveFocus();
  });

  it('speaks the remembered language, and the default one for a language it does not know', () => {
    localStorage.setItem('local', 'pl');
    loadPage();
    expect(notice()).toHaveTextContent('pl text');
    notice()?.remove();
    localStorage.setItem('local', 'xx');
    loadPage();
    expect(notice()).toHaveTextContent('en text');
  });

  it('stores the acceptance and goes away, before the app has loaded', () => {
    loadPage();
    notice()?.querySelector('button')?.click();
    expect(notice()).toBeNull();
    expect(localStorage.getItem('cookiesAccepted')).toBe('true');
  });

  it('is not shown once accepted, nor on the pages about the terms and privacy', () => {
    localStorage.setItem('cookiesAccepted', 'true');
    loadPage();
    expect(notice()).toBeNull();
    localStorage.clear();
    loadPage('/app/about/privacy-policy');
    expect(notice()).toBeNull();
  });

  it('still lets the page load when storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    loadPage();
    expect(notice()).toHaveTextContent('en text');
    getItem.mockRestore();
  });
});
