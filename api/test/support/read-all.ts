import type { Socket } from 'node:net';

/** Everything the server sends on a socket until it closes it. */
export const readAll = (socket: Socket): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('error', reject);
    socket.once('close', () => resolve(text));
  });
