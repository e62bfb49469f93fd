/**
 * One load run as the reliability goals ask it: autocannon, 100 connections for 60 s against one API process, and what it
 * measured in one summary (requests, rate, latency, statuses, the process's memory before and after).
 */
import autocannon from 'autocannon';
import type { ApiProcess } from '../../support/api-process';

export const CONNECTIONS = 100;
export const DURATION_S = 60;

export interface LoadRun {
  result: autocannon.Result;
  rssBefore: number;
  rssAfter: number;
  /** Responses per status code, e.g. { 200: 59000, 201: 8000 }. */
  statuses: Record<string, number>;
  summary: string;
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const statusesOf = (result: autocannon.Result): Record<string, number> =>
  Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [status, count]),
  );

/** A request the run's target must answer with a success before it is loaded. */
export interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request first: a target that answers an error would otherwise be measured as fast. */
const checkAnswers = async (api: ApiProcess, { method, path, headers, body }: Probe) => {
  const response = await fetch(`${api.origin}${path}`, { method, headers, body });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
};

export const runLoad = async (
  api: ApiProcess,
  name: string,
  { probe, requests }: { probe: Probe; requests: autocannon.Request[] },
): Promise<LoadRun> => {
  await checkAnswers(api, probe);
  const rssBefore = api.rssBytes();
  const result = await autocannon({
    url: api.origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests,
  });
  const rssAfter = api.rssBytes();
  const statuses = statusesOf(result);
  const summary = [
    `${name}: ${result.requests.total} requests in ${result.duration.toFixed(1)} s at ${CONNECTIONS} connections` +
      ` (${Math.round(result.requests.average)} req/s)`,
    `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `statuses: ${Object.entries(statuses)
      .map(([status, count]) => `${status} ×${count}`)
      .join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}`,
    `RSS: ${mb(rssBefore)} before, ${mb(rssAfter)} after`,
  ].join('\n');
  return { result, rssBefore, rssAfter, statuses, summary };
};
