/**
 * One Lighthouse run of one URL in a fresh Chromium, with the mobile preset (the default config: simulated
 * slow 4G and 4x CPU slowdown) or the desktop one, reduced to the numbers the bench reports.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import type { FormFactor } from './form-factor';

export interface PageMetrics {
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Performance score, 0 to 100. */
  score: number;
  requests: number;
  /** Sum of the transfer sizes (compressed) of every script, bytes. */
  scriptBytes: number;
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
}

const numeric = (lhr: Result, audit: string): number => {
  const result = lhr.audits[audit];
  if (typeof result?.numericValue !== 'number') {
    throw new Error(
      `Lighthouse gave no ${audit} for ${lhr.finalDisplayedUrl}: ${result?.errorMessage ?? 'no value'}`,
    );
  }
  return result.numericValue;
};

const networkRequests = (lhr: Result): NetworkRequestItem[] => {
  const details = lhr.audits['network-requests']?.details;
  return details?.type === 'table' ? (details.items as NetworkRequestItem[]) : [];
};

export const metricsOf = (lhr: Result): PageMetrics => {
  const requests = networkRequests(lhr);
  return {
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    requests: requests.length,
    scriptBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
};

export const runLighthouse = async (url: string, formFactor: FormFactor): Promise<PageMetrics> => {
  // handleSIGINT off: chrome-launcher would otherwise exit the process on Ctrl-C before cleanup ran.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    handleSIGINT: false,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    return metricsOf(lhr);
  } finally {
    chrome.kill();
  }
};
