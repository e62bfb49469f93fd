/**
 * Each remote of the shell's registry, a page it renders and what shows once that page is on screen: the
 * browser parts of the reliability suite take every remote in turn.
 */
import type { Locator, Page } from '@playwright/test';
import { PROCESSES } from '../../../scripts/processes.mjs';

type ServerName = (typeof PROCESSES)[number]['name'];

export interface RemotePage {
  /** The remote's name in shell/dist/remotes.json (its federation global). */
  remote: string;
  /** Its static server in scripts/processes.mjs. */
  server: ServerName;
  origin: string;
  route: string;
  shown: (page: Page) => Locator;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });

const remote = (server: ServerName, route: string, shown: RemotePage['shown']): RemotePage => {
  const port = PROCESSES.find((process) => process.name === server)?.port;
  return { remote: server.replaceAll('-', '_'), server, origin: `http://localhost:${port}`, route, shown };
};

export const REMOTE_PAGES: RemotePage[] = [
  remote('mfe-learn', '/app/challenge/learn/adder', heading('Addition')),
  remote('mfe-generator-gherkin', '/app/challenge/gherkin/summation', heading('Summation')),
  remote('mfe-scripted', '/app/challenge/scripted/multiplier', heading('Multiplication')),
  remote('mfe-exploratory-api', '/app/challenge/exploratory/triangle', heading('Triangle')),
  remote('mfe-functional', '/app/challenge/functional/todoList', heading('To-do List')),
  remote('mfe-account', '/app/account/login', (page) => page.getByRole('button', { name: 'Log in' })),
];

/** Another remote's page, to show that one remote's failure stays on its own page. */
export const anotherThan = (failing: RemotePage): RemotePage =>
  REMOTE_PAGES[(REMOTE_PAGES.indexOf(failing) + 1) % REMOTE_PAGES.length]!;
