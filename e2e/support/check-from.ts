/**
 * A challenge check (a triangle POST) sent from a loopback address of the client's own (127.0.0.x), with the
 * headers it chooses: how the reliability suite plays several clients behind one proxy.
 */
import { request } from 'node:http';

const CHECK = '/api/exploratory/v1/triangle';

/** The answer's status; rejects when nothing answers within 10 s. */
export const checkFrom = (origin: string, from: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(CHECK, origin);
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        timeout: 10_000,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`no answer to ${from} within 10 s`)));
    sent.on('error', reject);
    sent.end(JSON.stringify({ first: '3', second: '4', third: '5' }));
  });
