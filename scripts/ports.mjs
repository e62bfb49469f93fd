/**
 * Every local port of the product, and the one setting that moves them together: QA_PORT_OFFSET (whole hundreds,
 * default 0) adds to the apps' ports (tooling/webpack/ports.json) and to the API's and the identity emulator's
 * (shared/src/environment/localPorts.json), so that a second copy runs beside the first. The builds are the same
 * for every copy: a page finds its copy's API from its own port (shared/src/environment/localPorts.ts), the shell's
 * server moves the registry's local addresses (scripts/serve-static.mjs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const readJson = (...segments) => JSON.parse(readFileSync(path.join(ROOT, ...segments), 'utf8'));

/** @type {Record<string, number>} Each app's port by federation name (shell, mfe_learn, ...). */
const APP_PORTS = readJson('tooling', 'webpack', 'ports.json');
/** @type {{ api: number, identity: number }} */
const SERVICE_PORTS = readJson('shared', 'src', 'environment', 'localPorts.json');

/** As PORT_OFFSET_STEP in localPorts.ts: a page's port tells its copy only if copies are whole hundreds apart. */
export const PORT_OFFSET_STEP = 100;
const MAX_OFFSET = 50_000;

/** QA_PORT_OFFSET's value; anything but whole hundreds from 0 to 50000 stops the script, naming the value. */
export const portOffsetOf = (text) => {
  const value = text?.trim() ?? '';
  if (value === '') return 0;
  const offset = Number(value);
  if (!/^\d+$/.test(value) || offset % PORT_OFFSET_STEP !== 0 || offset > MAX_OFFSET) {
    throw new Error(
      `QA_PORT_OFFSET must be whole hundreds from 0 to ${MAX_OFFSET} (100 for a second copy), got "${text}".`,
    );
  }
  return offset;
};

/** The ports of the copy `offset` away from the first. */
export const portsOf = (offset, apps = APP_PORTS, services = SERVICE_PORTS) => {
  const tooFar = Object.entries(apps).filter(
    ([, port]) => port - apps.shell >= PORT_OFFSET_STEP || port < apps.shell,
  );
  if (tooFar.length > 0) {
    throw new Error(
      `tooling/webpack/ports.json: every app's port must be from the shell's to ${PORT_OFFSET_STEP - 1} above it (${tooFar.map(([name]) => name).join(', ')}).`,
    );
  }
  return {
    offset,
    apps: Object.fromEntries(Object.entries(apps).map(([name, port]) => [name, port + offset])),
    api: services.api + offset,
    identity: services.identity + offset,
  };
};

/** This process's copy, by QA_PORT_OFFSET. */
export const PORTS = portsOf(portOffsetOf(process.env.QA_PORT_OFFSET));

/**
 * A registry address (remotes.json) moved to this copy: a local remote's port moves by the offset, any other
 * address stays.
 */
export const movedRegistryUrl = (url, { offset } = PORTS, apps = APP_PORTS) => {
  if (offset === 0 || !URL.canParse(url)) return url;
  const parsed = new URL(url);
  const local = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1';
  if (!local || !Object.values(apps).includes(Number(parsed.port))) return url;
  parsed.port = String(Number(parsed.port) + offset);
  return parsed.href;
};
