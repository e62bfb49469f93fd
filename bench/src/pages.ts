/** The pages of goal 1: the shell's own pages, one challenge page of each remote, and an account screen. */
export interface BenchPage {
  /** Also the file name of its static copy. */
  name: string;
  path: string;
}

export const SHELL_ORIGIN = 'http://localhost:3000';

export const PAGES: BenchPage[] = [
  { name: 'home', path: '/app/' },
  { name: 'list', path: '/app/list' },
  { name: 'learn-adder', path: '/app/challenge/learn/adder' },
  { name: 'scripted-currencyConverter', path: '/app/challenge/scripted/currencyConverter' },
  { name: 'generator-attractor', path: '/app/challenge/generator/attractor' },
  { name: 'exploratory-triangle', path: '/app/challenge/exploratory/triangle' },
  { name: 'apiTesting-userCrud', path: '/app/challenge/apiTesting/userCrud' },
  { name: 'functional-todoList', path: '/app/challenge/functional/todoList' },
  { name: 'account-login', path: '/app/account/login' },
];

/** The challenge page of goals 2 and 3, and of the desktop run. */
export const CHALLENGE_PAGE: BenchPage = {
  name: 'scripted-currencyConverter',
  path: '/app/challenge/scripted/currencyConverter',
};

export const pageUrl = (page: BenchPage): string => `${SHELL_ORIGIN}${page.path}`;

export const staticCopyUrl = (fileName: string): string => `${SHELL_ORIGIN}/app/__bench__/${fileName}.html`;
