/** The printed report: the goals table, then Lighthouse's numbers per page and the critical path's chain. */
import { formatPass, formatRatio, formatValue } from './format';
import type { BenchResults } from './results';
import { renderTable } from './table';

const goalsTable = ({ rows }: BenchResults): string =>
  renderTable(
    ['goal', 'measurement', 'value', 'baseline', 'ratio', 'goal', 'result'],
    rows.map((row) => [
      String(row.issueGoal),
      row.name,
      formatValue(row.value, row.unit),
      formatValue(row.baseline, row.unit),
      formatRatio(row.ratio),
      row.goal || '-',
      formatPass(row.pass, row.value) + (row.note ? ` (${row.note})` : ''),
    ]),
  );

const pagesTable = ({ pages = [] }: BenchResults): string =>
  renderTable(
    ['page', 'preset', 'version', 'LCP', 'TBT', 'CLS', 'score', 'requests', 'scripts'],
    pages.flatMap(({ page, formFactor, app, static: copy }) =>
      (
        [
          ['app', app],
          ['static', copy],
        ] as const
      ).map(([version, metrics]) => [
        page,
        formFactor,
        version,
        ...(metrics
          ? [
              formatValue(metrics.lcp, 'ms'),
              formatValue(metrics.tbt, 'ms'),
              formatValue(metrics.cls, 'cls'),
              String(metrics.score),
              String(metrics.requests),
              formatValue(metrics.scriptBytes, 'bytes'),
            ]
          : ['-', '-', '-', '-', '-', '-']),
      ]),
    ),
  );

const chainText = ({ criticalPath }: BenchResults): string => {
  if (!criticalPath) return '';
  const links = [
    'document (0 ms)',
    ...criticalPath.chain.map((link) => `${link.url} (${Math.round(link.start)}-${Math.round(link.end)} ms)`),
    `${criticalPath.remoteCode.url} (starts ${Math.round(criticalPath.remoteCode.start)} ms)`,
  ];
  return `Critical path of ${criticalPath.url}:\n  ${links.join('\n  -> ')}`;
};

const heading = ({ durationSeconds, environment }: BenchResults): string =>
  `Benchmark (${durationSeconds.toFixed(0)} s, ${environment.cpuCount} CPUs, ${environment.chromium}, ` +
  `Lighthouse ${environment.lighthouse})`;

export const renderReport = (results: BenchResults): string =>
  [
    heading(results),
    '',
    goalsTable(results),
    ...(results.pages?.length ? ['', 'Lighthouse per page (medians):', '', pagesTable(results)] : []),
    ...(results.criticalPath ? ['', chainText(results)] : []),
  ].join('\n');
