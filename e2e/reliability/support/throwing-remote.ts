/**
 * A remote entry that loads and declares the right contract but whose pages throw while rendering: what a
 * remote with a render bug looks like to the shell. Served in place of a real remote's remoteEntry.js with
 * Playwright's routing; a Module Federation container is an object with init() and get(expose), and get
 * resolves to a factory of the exposed module.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../../../scripts/processes.mjs';
import type { RemotePage } from './remote-pages';

export const RENDER_ERROR = 'a page of this remote throws while rendering';

const contractVersion = (): string =>
  (JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string })
    .version;

const containerScript = (globalName: string) => `
self[${JSON.stringify(globalName)}] = {
  init: function () {},
  get: function (expose) {
    var module = expose === './runtimeContract'
      ? { requiredRuntimeContract: ${JSON.stringify(contractVersion())} }
      : { default: function ThrowingPage() { throw new Error(${JSON.stringify(RENDER_ERROR)}); } };
    return Promise.resolve(function () { return module; });
  },
};`;

/** Until `restore`, the remote's entry is one whose pages throw; gives the function that restores it. */
export const makeRemoteThrow = async (page: Page, { remote, origin }: RemotePage) => {
  const url = `${origin}/remoteEntry.js`;
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: containerScript(remote) }),
  );
  return () => page.unroute(url);
};
