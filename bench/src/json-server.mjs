/**
 * The bare node:http servers' common part (bare-server.mjs, same-work-server.mjs): a POST's JSON body read and
 * parsed, the answer written with its length, 400 for a body that is not JSON, and a stop that does not wait
 * for a browser's keep-alive connections.
 */
import { createServer } from 'node:http';

/**
 * @param {string} name
 * @param {number} port
 * @param {(req: import('node:http').IncomingMessage) => boolean} accepts  false: 404 without reading the body
 * @param {(req: import('node:http').IncomingMessage, body: unknown) =>
 *   { status: number, headers: Record<string, string>, body: unknown }} answer
 */
export const serveJson = (name, port, accepts, answer) => {
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || !accepts(req)) {
      res.writeHead(404).end();
      return;
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      let parsed;
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400).end();
        return;
      }
      const { status, headers, body } = answer(req, parsed);
      const text = JSON.stringify(body);
      res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(text) });
      res.end(text);
    });
  });
  server.listen(port, () => console.log(`${name} on http://localhost:${port}`));
  const stop = () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};
