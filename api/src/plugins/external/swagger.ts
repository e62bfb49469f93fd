import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { API_DOCS_PATH, TESTER_KEY_HEADER } from '@qa/shared/catalogue';

export const TESTER_KEY_SCHEME = 'testerKey';
export const USER_API_TAG = 'User API';
export const CALCULATOR_API_TAG = 'Calculator API';

/**
 * The OpenAPI document of the APIs exposed to testers, generated from their route schemas. Only tagged routes are
 * in it, the product's own calls not being for testers to practise on, unless every route is asked for.
 */
export const swaggerConfig = (everyRoute: boolean): SwaggerOptions => ({
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
      ].join(' '),
    },
    components: {
      securitySchemes: {
        [TESTER_KEY_SCHEME]: { type: 'apiKey', in: 'header', name: TESTER_KEY_HEADER },
      },
    },
    tags: [
      { name: USER_API_TAG, description: 'Users 1 to 10 exist from the start; the body only has a name.' },
      { name: CALCULATOR_API_TAG, description: 'Adds two numbers; POST only.' },
    ],
  },
  hideUntagged: !everyRoute,
});

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
