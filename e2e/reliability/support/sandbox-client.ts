/**
 * Requests to the API with full control of their headers, which fetch does not give: node:http sends a header
 * named twice as two lines, keeps header values exactly as given and lets a test send any method and path.
 */
import { Agent, request } from 'node:http';

/** Header values: a list is sent as that many header lines of the same name. */
export type Headers = Record<string, string | string[]>;

export interface Sent {
  method: string;
  /** Path and query, already encoded as they should go on the wire. */
  path: string;
  headers?: Headers;
  /** Sent as JSON when present. */
  body?: unknown;
}

export interface Received {
  status: number;
  /** The X-Tester-Key the server answered with: the sandbox it used. */
  testerKey: string | undefined;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

export const send = (origin: string, { method, path, headers = {}, body }: Sent): Promise<Received> =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
          }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const key = response.headers['x-tester-key'];
          resolve({
            status: response.statusCode ?? 0,
            testerKey: Array.isArray(key) ? key.join(', ') : key,
            body: Buffer.concat(chunks).toString(),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });

/** Closes the kept-alive connections, so the API process can exit at once. */
export const closeConnections = () => agent.destroy();
