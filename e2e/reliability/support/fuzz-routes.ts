/**
 * Every route of the API, as templates the fuzz fills in: the tester APIs from the running server's OpenAPI
 * document (GET /api/docs/json), the product's own routes (api/src/routes) from the server's challenge registry.
 * The server offers no list of its challenges (the catalogue is built into the pages), so the registry is read
 * through tsx, as support/definitions.ts does.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/processes.mjs';
import { runInApi } from '../../support/definitions';
import type { JsonSchema } from './fuzz-schema';

export interface RouteTemplate {
  /** With `{name}` for each path parameter, e.g. '/api/sandbox/v1/users/{id}'. */
  template: string;
  /** The methods the route answers; the fuzz also sends others. */
  methods: readonly string[];
  /** What each path parameter holds when it is valid. */
  params: Readonly<Record<string, JsonSchema>>;
  /** The query it reads when it is valid. */
  query?: Readonly<Record<string, JsonSchema>>;
  body?: JsonSchema;
  /** Needs a signed-in user (Authorization: Bearer). */
  signedIn?: boolean;
  /** Works in a tester's sandbox (X-Tester-Key). */
  sandbox?: boolean;
  /** Share of the requests against the other routes' 1. */
  weight?: number;
}

interface Registry {
  registered: Array<{ path: string; body: JsonSchema; batch: JsonSchema }>;
  /** In the catalogue without a definition: answered "not available yet". */
  unregistered: string[];
  /** Challenges whose page reads the tester's sandbox. */
  counting: string[];
  /** The interview session's calls with a body, by the last segment of their path. */
  interview: Record<'start' | 'submissions' | 'marks' | 'table' | 'report', JsonSchema>;
  /** The test-design calls, each with a table body that names the design's own outcomes. */
  designs: Array<{ path: string; body: JsonSchema }>;
  /** The bug-report calls, with their report body. */
  reports: Array<{ path: string; body: JsonSchema }>;
}

const REGISTRY_SCRIPT = `
  import { CHALLENGES } from '@qa/shared/catalogue';
  import { COUNTING_CHALLENGES } from './src/challenges/direct-findings';
  import { batchSchema, payloadSchema } from './src/challenges/engine/payload-schema';
  import { isRegistered, REGISTERED_CHALLENGES } from './src/challenges/registry';
  import { REGISTERED_DESIGNS } from './src/test-design/registry';
  import { TEST_DESIGN_API, TestRunBodySchema } from '@qa/shared/test-design/schema';
  import { REGISTERED_REPORTS } from './src/bug-reports/registry';
  import { BUG_REPORTS_API, BugReportBodySchema } from '@qa/shared/bug-reports/schema';
  import { InterviewValuesSchema, MarkBodySchema, StartSessionBodySchema } from '@qa/shared/interview/schema';
  import { design as triangleDesign } from './src/challenges/exploratory/triangle/design';
  const tests = TestRunBodySchema.properties.tests;
  const tableOf = (outcomes) => ({
    ...TestRunBodySchema,
    properties: {
      build: { enum: [1, 2] },
      tests: { ...tests, maxItems: 5, items: { ...tests.items, properties: {
        ...tests.items.properties, expected: { enum: Object.keys(outcomes) } } } },
    },
  });
  console.log(JSON.stringify({
    registered: REGISTERED_CHALLENGES.map(({ entry, definition }) =>
      ({ path: entry.path, body: payloadSchema(definition), batch: batchSchema(definition) })),
    unregistered: CHALLENGES.map((entry) => entry.path).filter((path) => !isRegistered(path)),
    counting: Object.values(COUNTING_CHALLENGES).map((each) => each.path).filter(isRegistered),
    designs: REGISTERED_DESIGNS.map(({ entry, design }) =>
      ({ path: TEST_DESIGN_API + '/' + entry.group + '/' + entry.key, body: tableOf(design.outcomes) })),
    reports: REGISTERED_REPORTS.map(({ entry }) =>
      ({ path: BUG_REPORTS_API + '/' + entry.group + '/' + entry.key, body: BugReportBodySchema })),
    interview: {
      start: StartSessionBodySchema,
      submissions: { type: 'object', properties: { values: InterviewValuesSchema }, required: ['values'] },
      marks: MarkBodySchema,
      table: { type: 'object', properties: { tests: tableOf(triangleDesign.outcomes).properties.tests } },
      report: BugReportBodySchema,
    },
  }));`;

const readRegistry = (): Registry => JSON.parse(runInApi(REGISTRY_SCRIPT)) as Registry;

/** A hint level (1 to 3) and one past it; the route takes up to four digits. */
const HINT_LEVEL: JsonSchema = { type: 'integer', minimum: 1, maximum: 4 };
const CASE_INDEX: JsonSchema = { type: 'integer', minimum: 1, maximum: 12 };

const SESSION = {
  sessionId: {
    type: 'string',
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$',
  },
} as const;

/**
 * The interview's calls. A session id the fuzz makes up names no session (404); POST sessions starts real ones, so
 * a start's rows and budget are exercised too.
 */
const interviewRoutes = ({ interview }: Registry): RouteTemplate[] => {
  const session = '/api/interview/v1/sessions/{sessionId}';
  return [
    { template: '/api/interview/v1/sessions', methods: ['POST'], params: {}, body: interview.start },
    { template: '/api/interview/v1/sessions', methods: ['GET'], params: {}, signedIn: true },
    { template: '/api/interview/v1/sessions/current', methods: ['GET'], params: {}, signedIn: true },
    { template: '/api/interview/v1/families', methods: ['GET'], params: {} },
    { template: session, methods: ['GET'], params: SESSION },
    ...(['submissions', 'marks', 'table', 'report'] as const).map((call) => ({
      template: `${session}/${call}`,
      methods: ['POST'],
      params: SESSION,
      body: interview[call],
    })),
    { template: `${session}/finish`, methods: ['POST'], params: SESSION },
    { template: `${session}/scorecard`, methods: ['GET'], params: SESSION },
    { template: `${session}/share`, methods: ['POST'], params: SESSION },
    {
      template: '/api/interview/v1/shared/{token}',
      methods: ['GET'],
      params: { token: { type: 'string', maxLength: 100 } },
    },
  ];
};

const challengeRoutes = ({
  registered,
  unregistered,
  counting,
  designs,
  reports,
}: Registry): RouteTemplate[] => [
  ...reports.map(({ path: report, body }) => ({
    template: `/${report}`,
    methods: ['POST'],
    params: {},
    body,
  })),
  ...designs.map(({ path: design, body }) => ({
    template: `/${design}`,
    methods: ['GET', 'POST'],
    params: {},
    body,
  })),
  ...registered.flatMap(({ path: challenge, body, batch }) => [
    { template: `/${challenge}`, methods: ['GET', 'POST'], params: {}, body },
    { template: `/${challenge}/batch`, methods: ['POST'], params: {}, body: batch },
    {
      template: `/${challenge}/answer/{level}`,
      methods: ['GET'],
      params: { level: HINT_LEVEL },
      query: { caseIndex: CASE_INDEX },
      signedIn: true,
    },
  ]),
  ...unregistered.map((challenge) => ({ template: `/${challenge}`, methods: ['GET', 'POST'], params: {} })),
  ...counting.flatMap((challenge) => [
    { template: `/${challenge}/sandbox`, methods: ['GET'], params: {}, sandbox: true },
    {
      template: `/${challenge}/sandbox/reset`,
      methods: ['POST'],
      params: {},
      body: { type: 'object', properties: {} },
      sandbox: true,
    },
  ]),
];

/** The terms and privacy pages the server reads from api/static at start-up. */
const staticPageRoute = (): RouteTemplate => ({
  template: '/api/static/{file}',
  methods: ['GET'],
  params: { file: { enum: readdirSync(path.join(ROOT, 'api', 'static')) } },
});

/** The documentation page's own files (@fastify/swagger-ui); its two large script bundles are left out. */
const DOCS_FILES = ['index.html', 'index.css', 'swagger-initializer.js', 'swagger-ui.css', 'logo.svg'];

const productRoutes = (): RouteTemplate[] => [
  { template: '/api/health', methods: ['GET'], params: {} },
  { template: '/api/ready', methods: ['GET'], params: {} },
  { template: '/api/assessment', methods: ['GET'], params: {}, signedIn: true },
  staticPageRoute(),
  { template: '/api/docs', methods: ['GET'], params: {} },
  { template: '/api/docs/json', methods: ['GET'], params: {} },
  { template: '/api/docs/yaml', methods: ['GET'], params: {} },
  { template: '/api/docs/static/{file}', methods: ['GET'], params: { file: { enum: DOCS_FILES } } },
];

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * Testers aim their own tools at these, so they get more of the traffic: about a tenth of it between them, where
 * each of the product's hundred-odd routes gets one share.
 */
const TESTER_API_WEIGHT = 4;

const TESTER_API_PREFIX = '/api/sandbox/v1/';

const succeeds = (operation: OpenApiOperation) =>
  Object.keys(operation.responses ?? {}).some((status) => status.startsWith('2'));

/**
 * The tester APIs, one template per documented path. Its methods are the operations documented to succeed; the
 * ones documented as refused (405) are among the other methods every route is sent.
 */
const testerApiRoutes = (document: OpenApiDocument): RouteTemplate[] =>
  // The document lists the product's own routes too, after the tester APIs; those come from productRoutes.
  Object.entries(document.paths)
    .filter(([template]) => template.startsWith(TESTER_API_PREFIX))
    .map(([template, operations]) => {
      const documented = Object.entries(operations);
      const succeeding = documented.filter(([, operation]) => succeeds(operation));
      const entries = succeeding.length > 0 ? succeeding : documented;
      const params = Object.fromEntries(
        entries.flatMap(([, operation]) =>
          (operation.parameters ?? [])
            .filter((each) => each.in === 'path')
            .map((each) => [each.name, each.schema]),
        ),
      );
      // One body per path: the first documented (POST creates and PUT replaces with the same one).
      const body = entries
        .map(([, operation]) => operation.requestBody?.content?.['application/json']?.schema)
        .find((schema) => schema !== undefined);
      return {
        template,
        methods: entries.map(([method]) => method.toUpperCase()),
        params,
        ...(body && { body }),
        sandbox: true,
        weight: TESTER_API_WEIGHT,
      };
    });

export const OPENAPI_PATH = '/api/docs/json';

export const discoverRoutes = async (origin: string): Promise<RouteTemplate[]> => {
  const response = await fetch(`${origin}${OPENAPI_PATH}`);
  if (!response.ok) throw new Error(`${OPENAPI_PATH} answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  const registry = readRegistry();
  return [
    ...testerApiRoutes(document),
    ...challengeRoutes(registry),
    ...interviewRoutes(registry),
    ...productRoutes(),
  ];
};
