import { Writable } from 'node:stream';
import Fastify from 'fastify';
import app, { serverOptions } from '../../../src/app';
import { loadConfig } from '../../../src/config';

/** The app with a logger at `level` that writes into `lines`. */
const appLoggingAt = async (level: string, lines: string[]) => {
  const config = loadConfig({ LOG_LEVEL: level });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const server = Fastify({ ...serverOptions(config), logger: { level, stream } });
  await server.register(app, { config });
  await server.ready();
  return server;
};

describe('request logging', () => {
  it('writes nothing for an ordinary request at info', async () => {
    const lines: string[] = [];
    const server = await appLoggingAt('info', lines);
    await server.inject({ method: 'GET', url: '/api/health' });
    await server.inject({ method: 'GET', url: '/nothing-here' });
    await server.close();
    expect(lines.filter((line) => line.includes('"url"'))).toEqual([]);
  });

  it('writes one line a request at debug, with its method, address, status and time', async () => {
    const lines: string[] = [];
    const server = await appLoggingAt('debug', lines);
    await server.inject({ method: 'GET', url: '/api/health' });
    await server.close();
    const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    expect(logged).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/health', statusCode: 200, ms: expect.any(Number) }),
    ]);
  });
});
