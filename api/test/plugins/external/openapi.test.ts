import SwaggerParser from '@apidevtools/swagger-parser';
import { API_DOCS_PATH } from '@qa/shared/catalogue';
import { CHALLENGE_NAMES } from '@qa/shared/challenge-names';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import app, { serverOptions } from '../../../src/app';
import { REGISTERED_CHALLENGES } from '../../../src/challenges/registry';
import { findingText } from '../../../src/challenges/engine/techniques';
import { loadConfig } from '../../../src/config';
import { ADDITION_API_TAG, PRODUCT_TAGS, USER_API_TAG } from '../../../src/plugins/external/swagger';

interface Document {
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

let server: FastifyInstance;
let text: string;
let document: Document;
/** Every route the app adds, as "method path" in the document's spelling, and whether it is hidden on purpose. */
const added: Array<{ key: string; hidden: boolean }> = [];

beforeAll(async () => {
  // Built here rather than by buildApp: the hook has to be on the instance before the app adds its routes.
  const config = loadConfig({ PGLITE_DIR: 'memory://' });
  server = Fastify(serverOptions(config));
  server.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    // HEAD answers like GET, and the document lists GET only.
    for (const method of methods.filter((name) => name !== 'HEAD')) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      added.push({ key: `${method.toLowerCase()} ${path}`, hidden: route.schema?.hide === true });
    }
  });
  await server.register(app, { config });
  await server.ready();
  text = (await server.inject({ method: 'GET', url: `/${API_DOCS_PATH}/json` })).body;
  document = JSON.parse(text) as Document;
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      key: `${method} ${path}`,
      tags: operation.tags,
    })),
  );

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document', async () => {
    // A copy of its own: the parser dereferences the document it is given.
    await expect(
      SwaggerParser.validate(JSON.parse(text) as Parameters<typeof SwaggerParser.validate>[0]),
    ).resolves.toBeDefined();
  });

  it('holds every route the app adds, except those hidden on purpose', () => {
    const documented = new Set(operations().map(({ key }) => key));
    const missing = added.filter(({ key, hidden }) => !hidden && !documented.has(key)).map(({ key }) => key);
    expect(missing).toEqual([]);
    expect(documented.size).toBe(added.filter(({ hidden }) => !hidden).length);
  });

  it('lists the testers’ two APIs first, then the product’s areas, each with a description', () => {
    expect(document.tags.map(({ name }) => name)).toEqual([
      USER_API_TAG,
      ADDITION_API_TAG,
      ...Object.values(PRODUCT_TAGS).map(({ name }) => name),
    ]);
    expect(document.tags.filter(({ description }) => !description)).toEqual([]);
  });

  it('names each tester API as its challenge page does', () => {
    expect([USER_API_TAG, ADDITION_API_TAG]).toEqual([
      CHALLENGE_NAMES.en.userCrud,
      CHALLENGE_NAMES.en.plusser,
    ]);
  });

  it('files every operation under a listed tag, and leaves no listed tag empty', () => {
    const listed = document.tags.map(({ name }) => name);
    const used = new Set(operations().flatMap(({ tags = [] }) => tags));
    expect(operations().filter(({ tags = [] }) => !tags.some((tag) => listed.includes(tag)))).toEqual([]);
    expect(listed.filter((name) => !used.has(name))).toEqual([]);
  });

  it('describes shapes only: no case or bug of any challenge is written in it', () => {
    const findings = REGISTERED_CHALLENGES.flatMap(({ definition }) =>
      [...definition.cases, ...definition.bugs].map((item) => findingText(item, 'en')),
    );
    expect(findings.length).toBeGreaterThan(100);
    expect(findings.filter((finding) => text.includes(finding))).toEqual([]);
  });
});
