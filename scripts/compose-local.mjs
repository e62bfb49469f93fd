#!/usr/bin/env node
/**
 * compose.yaml's services as local processes, for machines without a container engine (CI): each service of the file
 * with its own command (`x-local.command` when it has one) and its environment, Compose's variables resolved from
 * the caller's. The proxy is Debian's nginx (scripts/ensure-nginx.sh) with a copy of its configuration, PostgreSQL
 * and Redis Debian's servers (scripts/ensure-postgres.sh, ensure-redis.sh), the API instances and the pages the
 * built dists (pnpm build). Started in depends_on order, each once its health check passes; stopped in reverse.
 *
 * Containers give every service a host name and an address of its own; here every service is on 127.0.0.1, each
 * port another services reaches it on (`api-1:8081`, `postgres:5432`) a free port, and every name:port in an
 * environment value or the proxy's configuration says so. The build's arguments are not read: nothing is built.
 * `node scripts/compose-local.mjs` runs until Ctrl-C; `startCompose` is the same for a test. Over 300 lines, and not
 * split: one reading of the file into processes (addresses, stores, proxy, health, order), each part used once, in
 * the order a start runs them.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { interpolate } from './compose-variables.mjs';
import { ROOT } from './ports.mjs';

const LOCAL = '127.0.0.1';
/** What is kept of a service's output, for the message of a failed start. */
const OUTPUT_KEPT = 200_000;

const run = promisify(execFile);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What of a service is run here: the image, its build and its isolation are not. */
const RUN_KEYS = [
  'command',
  'x-local',
  'environment',
  'ports',
  'healthcheck',
  'user',
  'secrets',
  'depends_on',
  'tmpfs',
  'stop_grace_period',
];

const readCompose = (file, env) => {
  const compose = parse(readFileSync(path.resolve(ROOT, file), 'utf8'));
  const services = Object.fromEntries(
    Object.entries(compose.services).map(([name, service]) => [
      name,
      interpolate(Object.fromEntries(RUN_KEYS.map((key) => [key, service[key]])), env),
    ]),
  );
  return {
    services,
    secrets: interpolate(compose.secrets ?? {}, env),
    networks: interpolate(compose.networks ?? {}, env),
  };
};

const dependenciesOf = (service) =>
  Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});

/** Every service after the ones it depends on. */
const startOrder = (services) => {
  const order = [];
  const visit = (name, through) => {
    if (order.includes(name)) return;
    if (through.includes(name)) throw new Error(`depends_on goes round: ${[...through, name].join(' -> ')}`);
    if (!services[name]) throw new Error(`${through.at(-1)} depends on ${name}, which is not a service`);
    for (const dependency of dependenciesOf(services[name])) visit(dependency, [...through, name]);
    order.push(name);
  };
  for (const name of Object.keys(services)) visit(name, []);
  return order;
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, LOCAL, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `service:port` for any service of the file, not inside a longer name. */
const referencePattern = (names) =>
  new RegExp(String.raw`(?<![\w.-])(${names.map(escaped).join('|')}):(\d{1,5})(?!\d)`, 'g');

const commandOf = (service) => service['x-local']?.command ?? service.command;

/** The file the proxy's command reads its configuration from (`-c`), in the repository. */
const nginxConfOf = (command) => path.resolve(ROOT, command[command.indexOf('-c') + 1]);

const kindOf = (service) => {
  const program = path.basename(commandOf(service)[0]);
  return ['nginx', 'postgres', 'redis-server'].includes(program) ? program : 'process';
};

/**
 * Each service's ports as the others reach it (its container ports) and the local port standing for each: the
 * host's port where the file publishes one (`ports`), else a free one.
 */
const localPorts = async (services) => {
  const names = Object.keys(services);
  const ports = Object.fromEntries(names.map((name) => [name, {}]));
  const texts = Object.values(services).flatMap((service) => Object.values(service.environment ?? {}));
  for (const [name, service] of Object.entries(services)) {
    if (kindOf(service) !== 'nginx') continue;
    const conf = readFileSync(nginxConfOf(commandOf(service)), 'utf8');
    texts.push(conf);
    for (const [, port] of conf.matchAll(/^[ \t]*listen[ \t]+(\d+);/gm)) ports[name][port] = undefined;
  }
  for (const text of texts)
    for (const [, name, port] of String(text).matchAll(referencePattern(names)))
      ports[name][port] = undefined;
  for (const [name, service] of Object.entries(services))
    for (const published of service.ports ?? []) {
      const [host, container] = String(published).split('/')[0].split(':').slice(-2);
      if (container && /^\d+$/.test(host)) ports[name][container] = Number(host);
    }
  for (const known of Object.values(ports))
    for (const port of Object.keys(known)) known[port] ??= await freePort();
  return ports;
};

/** A text of the file as it reads here: every service's name:port its local address. */
const mapReferences = (text, ports) =>
  text.replace(referencePattern(Object.keys(ports)), (match, name, port) =>
    ports[name][port] === undefined ? match : `${LOCAL}:${ports[name][port]}`,
  );

/** When run as root, a service the file runs as a user of its own runs as that user here, else as nobody. */
const userIds = (user) => {
  if (process.getuid?.() !== 0 || !user) return {};
  for (const name of [String(user).split(':')[0], 'nobody']) {
    try {
      const id = (flag) => Number(execFileSync('id', [flag, name], { stdio: ['ignore', 'pipe', 'ignore'] }));
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      // Not a user of this machine: the next one.
    }
  }
  return {};
};

const own = (file, ids) => {
  if (ids.uid !== undefined) chownSync(file, ids.uid, ids.gid);
};

/** A program on PATH or in /usr/sbin (nginx), whichever has it. */
const binary = (program) => {
  if (program.includes('/')) return program;
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin'];
  return folders.map((folder) => path.join(folder, program)).find((file) => existsSync(file));
};

const postgresBin = () => {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest && path.join('/usr/lib/postgresql', newest, 'bin');
};

/** What this machine lacks to run a service: one sentence naming what to install or build. */
const missingFor = (name, service) => {
  const command = commandOf(service);
  switch (kindOf(service)) {
    case 'nginx':
      return binary('nginx') ? undefined : `${name}: no nginx here: run scripts/ensure-nginx.sh.`;
    case 'postgres':
      return postgresBin() ? undefined : `${name}: no PostgreSQL here: run scripts/ensure-postgres.sh.`;
    case 'redis-server':
      return binary('redis-server')
        ? undefined
        : `${name}: no redis-server here: run scripts/ensure-redis.sh.`;
    default: {
      const script = command.slice(1).find((arg) => !arg.startsWith('-'));
      return script && !existsSync(path.join(ROOT, script))
        ? `${name}: ${script} does not exist: build the apps first (pnpm build).`
        : undefined;
    }
  }
};

/** A process of a service, its output kept; stop() sends SIGTERM, then SIGKILL after the grace period. */
const launch = (name, file, args, { env, cwd = ROOT, ids = {}, onOutput, graceMs = 10_000 }) => {
  const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], ...ids });
  let output = '';
  let ended = false;
  const take = (chunk) => {
    output = (output + chunk).slice(-OUTPUT_KEPT);
    onOutput?.(name, String(chunk));
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal));
    child.once('error', (error) => {
      take(`${error.message}\n`);
      resolve(error.message);
    });
  }).finally(() => (ended = true));
  return {
    output: () => output,
    ended: () => ended,
    exited,
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
};

/** Compose's durations: 1m30s, 10s, 500ms. */
const durationMs = (text, fallback) => {
  const parts = [...String(text ?? '').matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0) return fallback;
  const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
  return parts.reduce((sum, [, value, name]) => sum + Number(value) * unit[name], 0);
};

/**
 * The service's health check, the local way: the URL it fetches (its port the local one), else pg_isready or
 * redis-cli ping on the local port. The check's own environment (`process.env.PORT`) is the service's.
 */
const healthCheckOf = (name, service, containerEnv, ports) => {
  const test = (service.healthcheck?.test ?? []).slice(1).join(' ');
  const written = test.replace(
    /'\s*\+\s*process\.env\.(\w+)\s*\+\s*'/g,
    (_m, key) => containerEnv[key] ?? '',
  );
  const url = /https?:\/\/[^\s'"]+/.exec(written)?.[0];
  const [port] = Object.values(ports[name]);
  if (url) {
    const local = new URL(url);
    local.hostname = LOCAL;
    local.port = String(ports[name][local.port] ?? local.port);
    return async () => {
      const response = await fetch(local, { signal: AbortSignal.timeout(3_000) });
      await response.body?.cancel();
      return response.ok;
    };
  }
  if (/^pg_isready\b/.test(test)) {
    const args = service.healthcheck.test.slice(2);
    return async () => (await run('pg_isready', [...args, `--port=${port}`], { timeout: 3_000 }), true);
  }
  if (/^redis-cli\b/.test(test))
    return async () =>
      (
        await run('redis-cli', ['-h', LOCAL, '-p', String(port), 'ping'], { timeout: 3_000 })
      ).stdout.trim() === 'PONG';
  throw new Error(`${name}: no local way to run its health check (${test || 'none'})`);
};

const waitHealthy = async (name, running, check, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.ended()) throw new Error(`${name} exited before it was healthy:\n${running.output()}`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${name} was not healthy within ${timeoutMs / 1000} s:\n${running.output()}`);
};

/**
 * The PostgreSQL image's first start: a cluster of POSTGRES_USER with POSTGRES_PASSWORD (password sign-in over
 * TCP, as the image's default), then POSTGRES_DB; its server on the local port, only on 127.0.0.1.
 */
const startPostgres = ({ name, service, env, port, dir, ids, launchOptions }) => {
  const bin = postgresBin();
  const user = env.POSTGRES_USER || 'postgres';
  const database = env.POSTGRES_DB || user;
  const data = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, env.POSTGRES_PASSWORD ?? '', { mode: 0o600 });
  own(passwordFile, ids);
  // initdb refuses to run as root: as root (CI) it runs as the service's user, as the image's entrypoint does.
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', user, `--pwfile=${passwordFile}`, '--auth-local=trust', '--auth-host=scram-sha-256'],
    { ...ids, cwd: dir, stdio: 'pipe', env: { PATH: process.env.PATH, LANG: 'C.UTF-8' } },
  );
  rmSync(passwordFile);
  const [program, ...args] = commandOf(service);
  // A throwaway cluster: fsync off, as e2e/support/postgres-server.ts runs it.
  const running = launch(
    name,
    path.join(bin, program),
    [
      ...args,
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      `listen_addresses=${LOCAL}`,
      '-c',
      'fsync=off',
    ],
    { ...launchOptions, cwd: dir, ids },
  );
  // The image makes the database before its server answers on TCP: here, once the server is healthy.
  const makeDatabase = async () => {
    if (database !== 'postgres')
      await run(path.join(bin, 'createdb'), ['-h', dir, '-p', String(port), '-U', user, database], {
        ...ids,
        cwd: dir,
      });
  };
  return { ...running, afterHealthy: makeDatabase };
};

/** The proxy's configuration as it reads here: the upstreams' local ports, where it listens, its files. */
const localNginxConf = (conf, { name, service, ports, dir, publishOn }) => {
  let text = mapReferences(conf, ports).replace(/^([ \t]*)listen[ \t]+(\d+);/gm, (_m, indent, port) =>
    publishOn.map((host) => `${indent}listen ${host}:${ports[name][port]};`).join('\n'),
  );
  // Its tmpfs mounts are folders of its own here.
  for (const mount of service.tmpfs ?? []) {
    mkdirSync(path.join(dir, mount), { recursive: true });
    text = text.replaceAll(` ${mount}/`, ` ${path.join(dir, mount)}/`);
  }
  // nginx opens /dev/stdout and /dev/stderr by name, which a pipe to this process cannot be (ENXIO). The access log
  // is a file, and names the instance that answered each request: nothing in an answer tells.
  return text
    .replace(/error_log[ \t]+\/dev\/stderr/g, 'error_log stderr')
    .replace(
      /access_log[ \t]+\/dev\/stdout;/g,
      `log_format local '$remote_addr "$request" $status $upstream_addr';\n` +
        `    access_log ${path.join(dir, 'access.log')} local;`,
    );
};

const startNginx = ({ name, service, ports, dir, ids, publishOn, launchOptions }) => {
  const command = commandOf(service);
  const copy = path.join(dir, 'nginx.conf');
  writeFileSync(
    copy,
    localNginxConf(readFileSync(nginxConfOf(command), 'utf8'), { name, service, ports, dir, publishOn }),
  );
  for (const mount of service.tmpfs ?? []) own(path.join(dir, mount), ids);
  own(copy, ids);
  const args = command.slice(1).map((arg, index, all) => {
    if (all[index - 1] === '-p') return `${dir}/`;
    if (all[index - 1] === '-c') return copy;
    return arg;
  });
  const running = launch(name, binary(command[0]), args, { ...launchOptions, cwd: dir, ids });
  const log = path.join(dir, 'access.log');
  return { ...running, output: () => running.output() + (existsSync(log) ? readFileSync(log, 'utf8') : '') };
};

/**
 * A service's environment as it reads here: other services' name:port their local address, its own port (a …PORT
 * variable) its local one, its secrets the copies in its folder, and a container's every address (0.0.0.0) and the
 * file's networks 127.0.0.1: every service is there, and the proxy's connections to the instances come from it.
 */
const localEnvironment = (name, service, { ports, subnets, secrets }) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, raw]) => {
      let value = mapReferences(String(raw ?? ''), ports);
      if (/PORT$/.test(key) && ports[name][value] !== undefined) value = String(ports[name][value]);
      if (value === '0.0.0.0') value = LOCAL;
      for (const subnet of subnets) value = value.replaceAll(subnet, LOCAL);
      for (const [secret, file] of Object.entries(secrets))
        value = value.replaceAll(`/run/secrets/${secret}`, file);
      return [key, value];
    }),
  );

/** Each service's secrets copied into its folder, readable by it alone, as compose mounts them. */
const copySecrets = (service, secrets, dir, ids) => {
  const copies = {};
  for (const entry of service.secrets ?? []) {
    const secret = typeof entry === 'string' ? entry : entry.source;
    mkdirSync(path.join(dir, 'secrets'), { recursive: true });
    copies[secret] = path.join(dir, 'secrets', secret);
    copyFileSync(path.resolve(ROOT, secrets[secret].file), copies[secret]);
    chmodSync(copies[secret], 0o400);
    own(copies[secret], ids);
  }
  return copies;
};

const startRedis = ({ name, service, port, dir, ids, launchOptions }) => {
  const [program, ...args] = commandOf(service);
  return launch(name, binary(program), [...args, '--port', String(port), '--bind', LOCAL], {
    ...launchOptions,
    cwd: dir,
    ids,
  });
};

/** The file's command from the repository's root (node: this Node). */
const startProcess = ({ name, service, launchOptions }) => {
  const [program, ...args] = commandOf(service);
  return launch(name, program === 'node' ? process.execPath : program, args, launchOptions);
};

const STARTERS = {
  postgres: startPostgres,
  nginx: startNginx,
  'redis-server': startRedis,
  process: startProcess,
};

/**
 * @typedef {object} LocalCompose
 * @property {Record<string, Record<string, number>>} ports each service's ports as the others reach it, and the
 *   local port standing for each
 * @property {string[]} publishedOn the loopback addresses the published ports are bound on
 * @property {(name: string) => string} output what a service wrote (the proxy: also its access log)
 * @property {() => Promise<void>} stop stops every service, in reverse order, and removes their folders
 */

/**
 * Starts every service of the compose file, each once the ones it depends on are healthy.
 * @param {object} [options]
 * @param {Record<string, string | undefined>} [options.env] the caller's variables, as `docker compose` reads them
 * @param {string} [options.file] the compose file, from the repository's root
 * @param {string[]} [options.publishOn] where the published ports are bound: 127.0.0.1, and QA_PUBLIC_ORIGIN's
 *   address when that is another loopback address (a browser there sees the pages in production mode)
 * @param {(name: string, text: string) => void} [options.onOutput] each chunk a service writes
 * @returns {Promise<LocalCompose>}
 */
export const startCompose = async ({
  env = process.env,
  file = 'compose.yaml',
  publishOn,
  onOutput,
} = {}) => {
  const compose = readCompose(file, env);
  const { services } = compose;
  const order = startOrder(services);
  const missing = order.map((name) => missingFor(name, services[name])).filter(Boolean);
  // As Compose reads them: from the compose file's folder.
  const secretFiles = Object.entries(compose.secrets).filter(
    ([, { file: source }]) => !existsSync(path.resolve(ROOT, source)),
  );
  for (const [secret, { file: source }] of secretFiles) missing.push(`secret ${secret}: no file ${source}.`);
  if (missing.length > 0) throw new Error(`compose-local cannot start:\n- ${missing.join('\n- ')}`);

  const publicHost = URL.canParse(env.QA_PUBLIC_ORIGIN ?? '') ? new URL(env.QA_PUBLIC_ORIGIN).hostname : '';
  const otherLoopback = /^127\.\d+\.\d+\.\d+$/.test(publicHost) && publicHost !== LOCAL;
  const hosts = publishOn ?? [LOCAL, ...(otherLoopback ? [publicHost] : [])];
  const ports = await localPorts(services);
  const subnets = Object.values(compose.networks).flatMap(
    (network) => network?.ipam?.config?.map(({ subnet }) => subnet) ?? [],
  );
  const root = mkdtempSync(path.join(tmpdir(), 'qa-compose-'));
  // Each service's folder may belong to its own user, who must reach it.
  chmodSync(root, 0o755);
  const running = new Map();
  const stop = async () => {
    for (const name of [...order].reverse()) {
      await running.get(name)?.stop();
      running.delete(name);
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    for (const name of order) {
      const service = services[name];
      const dir = path.join(root, name);
      mkdirSync(dir, { mode: 0o700 });
      const ids = userIds(service.user);
      own(dir, ids);
      const secrets = copySecrets(service, compose.secrets, dir, ids);
      const serviceEnv = localEnvironment(name, service, { ports, subnets, secrets });
      const launchOptions = {
        onOutput,
        graceMs: durationMs(service.stop_grace_period, 10_000),
        // A container inherits nothing of the host's environment.
        env: {
          PATH: process.env.PATH,
          // As the images set it; a service not told where to listen keeps to loopback here.
          ...(kindOf(service) === 'process' && { NODE_ENV: 'production', HOST: LOCAL }),
          ...serviceEnv,
        },
      };
      const [port] = Object.values(ports[name]);
      const context = {
        name,
        service,
        env: serviceEnv,
        port,
        ports,
        dir,
        ids,
        publishOn: hosts,
        launchOptions,
      };
      const started = STARTERS[kindOf(service)](context);
      running.set(name, started);
      const { healthcheck = {} } = service;
      const patience =
        durationMs(healthcheck.start_period, 0) +
        durationMs(healthcheck.interval, 30_000) * (healthcheck.retries ?? 3);
      await waitHealthy(
        name,
        started,
        healthCheckOf(name, service, service.environment ?? {}, ports),
        patience,
      );
      await started.afterHealthy?.();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ports,
    publishedOn: hosts,
    output: (name) => running.get(name)?.output() ?? '',
    stop,
  };
};

const main = async () => {
  // Whole lines, each with its service's name: a server may write one in pieces.
  const pending = {};
  const compose = await startCompose({
    onOutput: (name, text) => {
      const lines = ((pending[name] ?? '') + text).split('\n');
      pending[name] = lines.pop();
      for (const line of lines) console.log(`[${name}] ${line}`);
    },
  });
  const [published] = Object.values(compose.ports.proxy ?? {});
  const where = compose.publishedOn.map((host) => `http://${host}:${published}/`).join(' and ');
  console.log(`compose.yaml runs here: the proxy on ${where}. Ctrl-C stops every service.`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await compose.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url)
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
