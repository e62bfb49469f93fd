/** Goal 2 as rows: round trips before the remote's code, a preflight before the first API GET, timings. */
import type { CriticalPath } from './critical-path';
import { MOBILE_LATENCY_MS } from './form-factor';
import { plainRow, type Row } from './rows';

export const ROUND_TRIPS_GOAL = 2;
const LATENCY_NOTE = `${MOBILE_LATENCY_MS} ms added to each request`;

const preflightText = ({ preflightsBeforeFirstGet: preflights }: CriticalPath) =>
  preflights.length === 0
    ? 'none'
    : preflights.map((request) => `OPTIONS ${new URL(request.url).pathname}`).join(', ');

export const pathRows = (path: CriticalPath): Row[] => [
  plainRow(
    2,
    'round trips after the document before the remote code',
    path.chain.length,
    'count',
    `<= ${ROUND_TRIPS_GOAL}`,
    path.chain.length <= ROUND_TRIPS_GOAL,
  ),
  path.firstApiGet
    ? plainRow(
        2,
        'OPTIONS preflight before the first API GET',
        preflightText(path),
        'text',
        'none',
        path.preflightsBeforeFirstGet.length === 0,
      )
    : plainRow(2, 'OPTIONS preflight before the first API GET', 'no API GET seen', 'text', 'none', false),
  { ...plainRow(2, 'remote code request starts at', path.remoteCode.start, 'ms'), note: LATENCY_NOTE },
  path.firstApiGet
    ? { ...plainRow(2, 'first API GET starts at', path.firstApiGet.start, 'ms'), note: LATENCY_NOTE }
    : plainRow(2, 'first API GET starts at', 'no API GET seen', 'text'),
];
