import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { STATIC_PAGES, staticPageFileName } from '../../src/static-pages/pages';
import { buildApp } from '../helper';

const URLS = STATIC_PAGES.flatMap((page) =>
  LANGUAGES.map((language) => [page, language, `/api/static/${staticPageFileName(page, language)}`] as const),
);
const TERMS = '/api/static/terms-and-conditions.en.html';

/** The files as they are in the repository, read here without the server's code. */
const fileText = (name: string) => readFileSync(join(__dirname, '..', '..', 'static', name), 'utf8');

describe('GET /api/static/{page}.{language}.html', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it.each(URLS)('serves %s in %s as HTML from api/static', async (page, language, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(fileText(staticPageFileName(page, language)));
    expect(response.body).not.toMatch(/<script/i);
  });

  it('is cached for a day, revalidated with its ETag, and may run nothing', async () => {
    const { headers } = await app.inject({ url: TERMS });
    expect(headers['cache-control']).toBe('public, max-age=86400');
    expect(headers.etag).toMatch(/^"[\w-]+"$/);
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a matching If-None-Match with an empty 304 and a stale one with the page', async () => {
    const { headers } = await app.inject({ url: TERMS });
    const etag = String(headers.etag);
    const fresh = await app.inject({ url: TERMS, headers: { 'if-none-match': etag } });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');
    expect(fresh.headers.etag).toBe(etag);
    const stale = await app.inject({ url: TERMS, headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('gives each page and language its own ETag', async () => {
    const etags = await Promise.all(URLS.map(async ([, , url]) => (await app.inject({ url })).headers.etag));
    expect(new Set(etags).size).toBe(URLS.length);
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: TERMS });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('lets the shell fetch it across origins', async () => {
    const response = await app.inject({ url: TERMS, headers: { origin: 'http://localhost:3000' } });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it.each([
    ['an unknown page', '/api/static/cookie-policy.en.html'],
    ['an unknown language', '/api/static/terms-and-conditions.de.html'],
    ['the Ukrainian standard code', '/api/static/privacy-policy.uk.html'],
    ['another extension', '/api/static/terms-and-conditions.en.txt'],
    ['no language', '/api/static/terms-and-conditions.html'],
    ['upper case', '/api/static/TERMS-AND-CONDITIONS.EN.HTML'],
    ['the folder', '/api/static/'],
    ['a sub-path', '/api/static/en/terms-and-conditions.html'],
  ])('answers %s with 404 JSON in the caller language', async (_name, url) => {
    const response = await app.inject({ url, headers: { 'accept-language': 'pl' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Pod tym adresem nic nie ma.',
    });
  });

  it.each([
    ['/api/static/../package.json'],
    ['/api/static/..%2fpackage.json'],
    ['/api/static/..%2F..%2Fapi%2Fpackage.json'],
    ['/api/static/%2e%2e%2fpackage.json'],
    ['/api/static/..%5cpackage.json'],
    ['/api/static/%2fetc%2fpasswd'],
    ['/api/static/terms-and-conditions.en.html%00'],
    ['/api/static/terms-and-conditions.en.html%00.png'],
    ['/api/static/%00'],
    ['/api/static/%'],
    ['/api/static/%E0%A4%A'],
    ['/api/static/..%252fpackage.json'],
    ['/api/static/terms-and-conditions.en.html%2f..%2f..%2fpackage.json'],
    [`/api/static/${'a'.repeat(5000)}`],
    ['/api/static/.%2e/src/app.ts'],
    ['/api/static/%2e%2e/%2e%2e/api/package.json'],
  ])('never serves a file outside api/static for %s: 4xx JSON', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({ statusCode: response.statusCode });
  });
});
