/** The preferred port when nothing listens on it, otherwise one the system picks. */
import { createServer } from 'node:net';

const tryListen = (port: number): Promise<number | undefined> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });

export const freePort = async (preferred: number): Promise<number> => {
  const port = (await tryListen(preferred)) ?? (await tryListen(0));
  if (port === undefined) throw new Error('no free port');
  return port;
};
