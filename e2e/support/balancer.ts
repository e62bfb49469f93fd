/**
 * A load balancer of the tests' own, as the scale-out topology puts in front of the API instances: it sends each
 * request to the next instance in turn and appends the address the request came from to X-Forwarded-For, as
 * nginx's `$proxy_add_x_forwarded_for` does. It listens on 127.0.0.1 and connects to the instances from there, so the
 * instances trust it with TRUST_PROXY=127.0.0.1; clients reach it from other loopback addresses (127.0.0.2, …).
 */
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  origin: string;
  close(): Promise<void>;
}

const withClient = (headers: IncomingHttpHeaders, client: string): IncomingHttpHeaders => {
  const sent = headers['x-forwarded-for'];
  return { ...headers, 'x-forwarded-for': sent ? `${String(sent)}, ${client}` : client };
};

export const startBalancer = async (targets: string[]): Promise<Balancer> => {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        localAddress: '127.0.0.1',
        method: incoming.method,
        path: incoming.url,
        headers: withClient(incoming.headers, incoming.socket.remoteAddress ?? ''),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
