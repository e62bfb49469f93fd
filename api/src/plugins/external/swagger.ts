import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { FastifyPluginAsync, onRouteHookHandler } from 'fastify';
import { API_DOCS_PATH, TESTER_KEY_HEADER } from '@qa/shared/catalogue';

export const TESTER_KEY_SCHEME = 'testerKey';
export const USER_API_TAG = 'User API';
export const ADDITION_API_TAG = 'Addition API';

/**
 * The product's own calls, by area, in the order swagger-ui lists them: after the testers' two APIs, which are what
 * a tester opens the page for. A route gets its area's tag where app.ts registers its plugin (`documentedAs`).
 */
export const PRODUCT_TAGS = {
  challenges: {
    name: 'Challenges',
    description:
      "Each challenge: its fields, the check of one or many submissions, what a tester's own tools found.",
  },
  testDesign: {
    name: 'Test design',
    description:
      "A learner's table of test cases, run against a challenge's reference build and its hidden bug variants.",
  },
  bugReports: {
    name: 'Bug reports',
    description:
      "A learner's report of a planted bug: its steps replayed on the build, graded criterion by criterion, with a model report.",
  },
  answers: {
    name: 'Answers and hints',
    description: "A challenge's answers and hints, for signed-in users.",
  },
  progress: {
    name: 'Progress',
    description: "Totals by technique; a signed-in learner's own progress, merged, exported, deleted.",
  },
  game: {
    name: 'Game',
    description: 'Timed rounds of random challenges, the weekly leaderboard, a display name.',
  },
  interview: {
    name: 'Interview simulation',
    description:
      'A timed session on a form with planted bugs drawn for it: test table, bugs, a report, then a scorecard to share.',
  },
  classroom: {
    name: 'Classroom',
    description: 'Classes a teacher creates, learners join and whose progress they see.',
  },
  account: {
    name: 'Account',
    description: "The signed-in learner's sessions (signing out on every device) and interface language.",
  },
  assessment: { name: 'Assessment', description: 'The Interview Assessment, for subscribers.' },
  pages: { name: 'Pages', description: 'Terms and privacy as HTML fragments, in every language.' },
  health: { name: 'Health', description: 'Liveness and readiness, for process managers and load balancers.' },
} as const;

/** Tags every route the plugin adds that has no tag of its own: an untagged route stays out of the document. */
export const documentedAs =
  <Options extends object>(
    area: keyof typeof PRODUCT_TAGS,
    routes: FastifyPluginAsync<Options>,
  ): FastifyPluginAsync<Options> =>
  async (fastify, options) => {
    const tagRoute: onRouteHookHandler = (route) => {
      if (!route.schema?.tags) route.schema = { ...route.schema, tags: [PRODUCT_TAGS[area].name] };
    };
    fastify.addHook('onRoute', tagRoute);
    await routes(fastify, options);
  };

/**
 * The OpenAPI document, generated from the route schemas: the APIs exposed to testers first, then the product's own
 * calls by area. A route without a tag is left out (a test names it), one with `hide: true` on purpose.
 */
export const swaggerConfig: SwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'QA Practice Simulator: APIs for testers',
      version: '1.0.0',
      description: [
        'Two small APIs with planted bugs, to practise API testing with curl, Postman or your own code.',
        `Send your tester key in the ${TESTER_KEY_HEADER} header: it names your sandbox, so your users are yours`,
        'alone. A request without one gets a fresh key in the same response header. A sandbox expires after',
        'half an hour without requests and holds at most 100 users.',
        "Then the calls the simulator's own pages make, for reference.",
      ].join(' '),
    },
    components: {
      securitySchemes: {
        [TESTER_KEY_SCHEME]: { type: 'apiKey', in: 'header', name: TESTER_KEY_HEADER },
      },
    },
    tags: [
      { name: USER_API_TAG, description: 'Users 1 to 10 exist from the start; the body only has a name.' },
      { name: ADDITION_API_TAG, description: 'Adds two numbers; POST only.' },
      ...Object.values(PRODUCT_TAGS),
    ],
  },
  hideUntagged: true,
};

export const swaggerUiConfig: FastifySwaggerUiOptions = {
  routePrefix: `/${API_DOCS_PATH}`,
  uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null, persistAuthorization: true },
  // Its own page needs its own scripts and styles: the plugin hashes them into this response's policy. Swagger UI
  // also sets styles at run time, which no hash can name, so inline styles are allowed on these pages only
  // (scripts stay strict). The upgrade directive goes, or a browser would ask the local http server for https.
  staticCSP: true,
  transformStaticCSP: (header) =>
    header
      .replace(/(?:^|\s)upgrade-insecure-requests;?/, '')
      .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
};

export { default as swagger } from '@fastify/swagger';
export { default as swaggerUi } from '@fastify/swagger-ui';
