import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../helper';

describe('request language', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  const notFound = async (headers: Record<string, string | string[]>) =>
    (await app.inject({ method: 'GET', url: '/missing', headers })).json().message;

  it.each([
    [{}, 'There is nothing at this address.'],
    [{ 'accept-language': 'pl-PL,pl;q=0.9' }, 'Pod tym adresem nic nie ma.'],
    [{ 'accept-language': 'uk' }, 'За цією адресою нічого немає.'],
    [{ 'accept-language': 'ua' }, 'За цією адресою нічого немає.'],
    [{ 'accept-language': 'de;q=1, ru;q=0.5' }, 'По этому адресу ничего нет.'],
    [{ 'accept-language': 'es' }, 'There is nothing at this address.'],
    [{ 'accept-language': ['fr', 'pl'] }, 'Pod tym adresem nic nie ma.'],
  ])('follows %j', async (headers, message) => {
    expect(await notFound(headers)).toBe(message);
  });
});
