/** The command line: `--build`, `--only pages|path|journeys|api|growth`, `--runs N`. */
import { parseArgs } from 'node:util';

export const GROUPS = ['pages', 'path', 'journeys', 'api', 'growth'] as const;
export type Group = (typeof GROUPS)[number];

export interface Options {
  /** Also time `pnpm build` (goal 5). */
  build: boolean;
  groups: Group[];
  /** Lighthouse runs per page; the median of each metric is reported (the TBT goal is a median of five). */
  runs: number;
}

export const USAGE = 'usage: pnpm bench [--build] [--only pages|path|journeys|api|growth] [--runs N]';

export const parseOptions = (argv: string[]): Options => {
  const { values } = parseArgs({
    args: argv,
    options: {
      build: { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string', default: '5' },
    },
    strict: true,
  });
  const only = values.only;
  if (only !== undefined && !(GROUPS as readonly string[]).includes(only)) {
    throw new Error(`--only takes one of ${GROUPS.join(', ')}, got "${only}"`);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number from 1, got "${values.runs}"`);
  return { build: values.build, groups: only ? [only as Group] : [...GROUPS], runs };
};
