/**
 * The static HTML baselines: each page rendered by the running app in Chromium, saved without its scripts
 * into shell/dist/__bench__/, where the shell's own static server serves it (same server, same headers).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { onCleanup } from './cleanup';
import { browserContextFor, type FormFactor } from './form-factor';
import { progress } from './log';
import { pageUrl, staticCopyUrl, type BenchPage } from './pages';
import { STATIC_COPIES_DIR } from './paths';
import { serializeWithoutScripts } from './serialize-without-scripts';

export interface CopyRequest {
  page: BenchPage;
  formFactor: FormFactor;
  /** File name without .html. */
  fileName: string;
}

/** Writes every copy and returns its URL by file name; the folder is removed when the bench ends. */
export const writeStaticCopies = async (requests: CopyRequest[]): Promise<Map<string, string>> => {
  mkdirSync(STATIC_COPIES_DIR, { recursive: true });
  onCleanup(() => rmSync(STATIC_COPIES_DIR, { recursive: true, force: true }));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
  });
  try {
    const urls = new Map<string, string>();
    for (const { page, formFactor, fileName } of requests) {
      // A fresh context each time: a first visit, like Lighthouse's (it clears the origin's storage).
      const context = await browser.newContext(browserContextFor(formFactor));
      const tab = await context.newPage();
      await tab.goto(pageUrl(page), { waitUntil: 'networkidle' });
      await tab.locator('h1').first().waitFor({ state: 'visible' });
      writeFileSync(
        path.join(STATIC_COPIES_DIR, `${fileName}.html`),
        await tab.evaluate(serializeWithoutScripts),
      );
      await context.close();
      urls.set(fileName, staticCopyUrl(fileName));
      progress(`static copy: ${fileName}.html (${formFactor})`);
    }
    return urls;
  } finally {
    await browser.close();
  }
};
