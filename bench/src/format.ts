/** How values read in the table: rounded, with their unit. */
import type { Unit } from './rows';

export const formatValue = (value: number | string | null, unit: Unit): string => {
  if (value === null) return '-';
  if (typeof value === 'string') return value;
  switch (unit) {
    case 'ms':
      return `${Math.round(value)} ms`;
    case 's':
      return `${value.toFixed(1)} s`;
    case 'bytes':
      return `${(value / 1000).toFixed(1)} kB`;
    case 'req/s':
      return `${Math.round(value)} req/s`;
    case 'cls':
      return value.toFixed(3);
    default:
      return String(Math.round(value * 100) / 100);
  }
};

export const formatRatio = (ratio: number | null): string => (ratio === null ? '-' : `${ratio.toFixed(2)}x`);

export const formatPass = (pass: boolean | null, value: unknown): string => {
  if (value === null) return pass === false ? 'ERROR' : 'not measured';
  if (pass === null) return '-';
  return pass ? 'pass' : 'FAIL';
};
