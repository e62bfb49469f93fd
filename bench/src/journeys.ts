/**
 * What a learner feels between pages, on Lighthouse's mobile preset applied through the DevTools protocol: 4x
 * CPU, slow 4G's bandwidth and a round trip of latency added to every request, as the critical path adds it
 * (Lighthouse's own DevTools figure, 3.75 round trips a request, stands for the connection set-ups a page's first
 * requests make). Each journey runs ROUNDS times in a fresh context and keeps its median.
 * - next challenge: from a click on the next-challenge link to the next form usable, against a reload of a
 *   static copy of that page until its form shows;
 * - submit: SUBMISSIONS presses of Submit, each as its interaction to next paint (INP's sense: the press to the first
 *   paint after it, which shows the form pending) and as the page's own work once the answer has arrived (the
 *   answer's last byte to the result painted); 75th percentile of each;
 * - repeat visit: the script bytes a second visit downloads, and its largest paint against the static copy's.
 */
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { browserContextFor, emulateMobile } from './form-factor';
import { median } from './median';
import { CHALLENGE_PAGE, pageUrl, type BenchPage } from './pages';
import { writeStaticCopies } from './static-copies';
import { idleTimeCodeLoaded } from '../../e2e/support/idle-time';
import { RETURNING_VISITOR_SCRIPT } from '../../e2e/support/returning-visitor';

const ROUNDS = 3;
const SUBMISSIONS = 20;

/** From this challenge to the next of its type, whose form has a field of this label. */
const FROM: BenchPage = { name: 'learn-divider', path: '/app/challenge/learn/divider' };
const NEXT: BenchPage = { name: 'learn-passwordRestore', path: '/app/challenge/learn/passwordRestore' };
const NEXT_LINK = /Next challenge: Password Restore/;
const NEXT_FIELD = 'New Password';

export interface Journeys {
  nextChallengeMs: number;
  nextChallengeStaticMs: number;
  submitInpP75Ms: number;
  answerToPaintP75Ms: number;
  submissions: Submission[];
  repeatVisitScriptBytes: number;
  repeatVisitLcpMs: number;
  repeatVisitStaticLcpMs: number;
}

const throttledPage = async (browser: Browser): Promise<{ page: Page; cdp: CDPSession }> => {
  const context = await browser.newContext(browserContextFor('mobile'));
  // A learner going through a series has accepted the cookie notice and seen each type's tour.
  await context.addInitScript(RETURNING_VISITOR_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateMobile(cdp);
  return { page, cdp };
};

const elapsed = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

const nextChallengeOnce = async (browser: Browser): Promise<number> => {
  const { page } = await throttledPage(browser);
  await page.goto(pageUrl(FROM));
  await page.getByRole('button', { name: 'Submit' }).waitFor();
  // Spare time on the page: what it prefetches for the next challenge, it does now.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const link = page.getByRole('link', { name: NEXT_LINK });
  const usable = page.getByLabel(NEXT_FIELD, { exact: true }).and(page.locator('input:enabled'));
  const ms = await elapsed(async () => {
    await link.click();
    await usable.waitFor();
  });
  await page.context().close();
  return ms;
};

const staticReloadOnce = async (browser: Browser, url: string): Promise<number> => {
  const { page } = await throttledPage(browser);
  await page.goto(url);
  const ms = await elapsed(async () => {
    await page.reload({ waitUntil: 'commit' });
    await page.getByLabel(NEXT_FIELD, { exact: true }).waitFor();
  });
  await page.context().close();
  return ms;
};

/** One press of Submit: its interaction to next paint, and the answer's last byte to the result painted. */
export interface Submission {
  inpMs: number;
  answerToPaintMs: number;
}

/** Event Timing reports no interaction shorter than this; one that short is counted as this long. */
const EVENT_THRESHOLD_MS = 16;

/**
 * In the page, before a press: watches the interaction's event entries and the result's text, and answers (through
 * `window.__submission`, a string: see first-load-js.ts) once the result has painted, with the press's longest event
 * duration (what INP takes of an interaction) and the time from the answer's last byte to that paint.
 */
const watchSubmission = (expected: string, apiPath: string) => `(() => {
  let longest = ${EVENT_THRESHOLD_MS};
  const events = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) longest = Math.max(longest, entry.duration);
  });
  events.observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS} });
  window.__submission = new Promise((resolve) => {
    const result = new MutationObserver(() => {
      if (!document.body.textContent.includes(${JSON.stringify(expected)})) return;
      result.disconnect();
      requestAnimationFrame(() => setTimeout(() => {
        const painted = performance.now();
        const answer = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(${JSON.stringify(apiPath)})).at(-1);
        // Event entries come after the frame they end in: the result's paint is later still.
        setTimeout(() => {
          events.disconnect();
          resolve({ inpMs: longest, answerToPaintMs: answer ? painted - answer.responseEnd : Number.NaN });
        }, 100);
      }));
    });
    result.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
})()`;

const CONVERTER_API = '/api/scripted/v1/currency-converter';

const submit = async (browser: Browser): Promise<Submission[]> => {
  const { page } = await throttledPage(browser);
  await page.goto(pageUrl(CHALLENGE_PAGE));
  const button = page.getByRole('button', { name: 'Submit' });
  await button.waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Currency From', { exact: true }).selectOption('EUR');
  await page.getByLabel('Currency To', { exact: true }).selectOption('GBP');
  const submissions: Submission[] = [];
  for (let index = 0; index < SUBMISSIONS; index++) {
    const amount = String(101 + index);
    await page.getByLabel('Amount', { exact: true }).fill(amount);
    await page.evaluate(watchSubmission(`${amount} EUR =`, CONVERTER_API));
    // A press the browser trusts, as a learner's: Event Timing leaves out a click made by a script.
    await button.click();
    submissions.push((await page.evaluate('window.__submission')) as Submission);
  }
  await page.context().close();
  return submissions;
};

const LCP_SCRIPT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/**
 * Bytes of script a visit receives in full (200, not from the browser's cache), from the DevTools protocol's
 * network events: a revalidated entry (304) and a cached chunk count nothing.
 */
const scriptBytesReceived = (cdp: CDPSession) => {
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' && response.status === 200 && !response.fromDiskCache) scripts.add(requestId);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => scripts.delete(requestId));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) bytes += encodedDataLength;
  });
  return () => bytes;
};

/** The second visit of a page in one context: its script bytes and its largest paint. */
const repeatVisitOnce = async (browser: Browser, url: string, ready: (page: Page) => Promise<unknown>) => {
  const { page, cdp } = await throttledPage(browser);
  await page.goto(url);
  await ready(page);
  // What the page loads once it is idle (the identity client) is on the first visit too.
  await idleTimeCodeLoaded(page);
  const received = scriptBytesReceived(cdp);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const lcp = Number(await page.evaluate(LCP_SCRIPT));
  await page.context().close();
  return { bytes: received(), lcp };
};

const percentile75 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? Number.NaN;
};

const medianOf = async (run: () => Promise<number>): Promise<number> => {
  const values: number[] = [];
  for (let round = 0; round < ROUNDS; round++) values.push(await run());
  return median(values);
};

export const measureJourneys = async (): Promise<Journeys> => {
  const copies = await writeStaticCopies([
    { page: NEXT, formFactor: 'mobile', fileName: 'journey-next' },
    { page: CHALLENGE_PAGE, formFactor: 'mobile', fileName: 'journey-repeat' },
  ]);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
  });
  try {
    const nextChallengeMs = await medianOf(() => nextChallengeOnce(browser));
    const nextChallengeStaticMs = await medianOf(() =>
      staticReloadOnce(browser, copies.get('journey-next') ?? ''),
    );
    const submissions = await submit(browser);
    const appReady = (page: Page) => page.getByRole('button', { name: 'Submit' }).waitFor();
    const copyReady = (page: Page) => page.getByLabel('Amount', { exact: true }).waitFor();
    const visits = [];
    for (let round = 0; round < ROUNDS; round++) {
      visits.push({
        app: await repeatVisitOnce(browser, pageUrl(CHALLENGE_PAGE), appReady),
        copy: await repeatVisitOnce(browser, copies.get('journey-repeat') ?? '', copyReady),
      });
    }
    return {
      nextChallengeMs,
      nextChallengeStaticMs,
      submissions,
      submitInpP75Ms: percentile75(submissions.map(({ inpMs }) => inpMs)),
      answerToPaintP75Ms: percentile75(submissions.map(({ answerToPaintMs }) => answerToPaintMs)),
      repeatVisitScriptBytes: Math.max(...visits.map(({ app }) => app.bytes)),
      repeatVisitLcpMs: median(visits.map(({ app }) => app.lcp)),
      repeatVisitStaticLcpMs: median(visits.map(({ copy }) => copy.lcp)),
    };
  } finally {
    await browser.close();
  }
};
