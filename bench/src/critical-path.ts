/**
 * Goal 2: the challenge page loaded once in Chromium, with a round trip of latency added to every request,
 * and every request recorded with its timing. Playwright does not report CORS preflights, so OPTIONS
 * requests are read from the DevTools protocol directly.
 */
import { chromium, type Request } from '@playwright/test';
import { PORTS } from '../../scripts/processes.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { browserContextFor, emulateMobile } from './form-factor';
import { CHALLENGE_PAGE, pageUrl, SHELL_ORIGIN } from './pages';
import { sequentialChain, type TimedRequest } from './round-trips';

/** The remote of CHALLENGE_PAGE (a scripted challenge). */
export const REMOTE_ORIGIN = `http://localhost:${PORTS.mfe_scripted}`;
export const API_ORIGIN = 'http://localhost:8080';

export interface CriticalPath {
  url: string;
  /** The links between the document and the remote code request (goal 2a). */
  chain: TimedRequest[];
  remoteCode: TimedRequest;
  firstApiGet?: TimedRequest;
  /** OPTIONS requests to the API that started before the first API GET had ended (goal 2b). */
  preflightsBeforeFirstGet: TimedRequest[];
  /** Every request, in start order, for the JSON file. Times: ms since the document request started. */
  requests: TimedRequest[];
}

const timed = (request: Request): TimedRequest | undefined => {
  const timing = request.timing();
  if (timing.startTime <= 0 || timing.responseEnd < 0) return undefined;
  return {
    url: request.url(),
    method: request.method(),
    start: timing.startTime,
    end: timing.startTime + timing.responseEnd,
  };
};

const originOf = (url: string) => new URL(url).origin;
const pathOf = (url: string) => new URL(url).pathname;

/** The shell's entry, the registry, this remote's manifest: what must arrive before its code is asked for. */
const gatesTheRemote = ({ url }: TimedRequest) =>
  url === `${SHELL_ORIGIN}/app/js/main.js` ||
  url === `${SHELL_ORIGIN}/app/remotes.json` ||
  url === `${REMOTE_ORIGIN}/mf-manifest.json`;

/** remoteEntry.js or any chunk of the remote, as opposed to its manifest. */
const isRemoteCode = ({ url }: TimedRequest) =>
  originOf(url) === REMOTE_ORIGIN && pathOf(url).endsWith('.js');

export const recordCriticalPath = async (): Promise<CriticalPath> => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
  });
  try {
    const context = await browser.newContext(browserContextFor('desktop'));
    const page = await context.newPage();
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    const preflights: TimedRequest[] = [];
    const devtools = await context.newCDPSession(page);
    // On localhost a response ends within milliseconds, so a request that merely ran beside another (main.js
    // beside the registry) would seem to follow it. One mobile round trip of latency on every request, as
    // Lighthouse's mobile preset assumes, keeps only real waits sequential.
    await emulateMobile(devtools, { latencyOnly: true });
    devtools.on('Network.requestWillBeSent', ({ request, wallTime }) => {
      if (request.method === 'OPTIONS') {
        preflights.push({
          url: request.url,
          method: 'OPTIONS',
          start: wallTime * 1000,
          end: wallTime * 1000,
        });
      }
    });
    const url = pageUrl(CHALLENGE_PAGE);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor({ state: 'visible' });

    const absolute = finished.map(timed).filter((request): request is TimedRequest => request !== undefined);
    const documentStart = absolute.find((request) => request.url === url)?.start;
    if (documentStart === undefined) throw new Error(`no document request for ${url} seen`);
    // From here on every time is milliseconds since the document request started.
    const since = (request: TimedRequest) => ({
      ...request,
      start: request.start - documentStart,
      end: request.end - documentStart,
    });
    const requests = absolute.map(since).sort((a, b) => a.start - b.start);
    const documentRequest = requests.find((request) => request.url === url) as TimedRequest;
    const remoteCode = requests.find(isRemoteCode);
    if (!remoteCode) throw new Error(`no request for the code of ${REMOTE_ORIGIN} seen`);
    const firstApiGet = requests.find(
      (request) => request.method === 'GET' && originOf(request.url) === API_ORIGIN,
    );
    const apiPreflights = preflights.filter((request) => originOf(request.url) === API_ORIGIN).map(since);
    return {
      url,
      chain: sequentialChain(documentRequest, remoteCode, requests.filter(gatesTheRemote)),
      remoteCode,
      ...(firstApiGet && { firstApiGet }),
      // A preflight is sent after its request is announced, so "before" means before that GET has ended.
      preflightsBeforeFirstGet: firstApiGet
        ? apiPreflights.filter((request) => request.start < firstApiGet.end)
        : [],
      requests,
    };
  } finally {
    await browser.close();
  }
};
