#!/usr/bin/env node
/**
 * The Firebase Authentication emulator as the product runs it: no UI, offline, project demo-qa-practice, and
 * improved email privacy on so its error codes match production ('auth/invalid-credential' rather than
 * 'auth/user-not-found' or 'auth/wrong-password'). Signals go to the emulator, so Ctrl-C stops it cleanly.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configureIdentityEmulator, emulatorConfig, waitForIdentityEmulator } from './identity-config.mjs';
import { PORTS } from './ports.mjs';
import { PROJECT_ID } from './processes.mjs';

// Written for this copy's port (scripts/ports.mjs), outside the repository: the port is written in one place only.
const configDir = path.join(tmpdir(), `qa-identity-${PORTS.identity}`);
mkdirSync(configDir, { recursive: true });
const configFile = path.join(configDir, 'firebase.json');
writeFileSync(configFile, `${JSON.stringify(emulatorConfig(PORTS.identity), null, 2)}\n`);

const emulator = spawn(
  'firebase',
  ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', configFile, '--non-interactive'],
  { stdio: 'inherit', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => emulator.kill(signal));
emulator.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

try {
  await waitForIdentityEmulator();
  await configureIdentityEmulator();
  console.log('identity emulator: improved email privacy enabled');
} catch (error) {
  console.error('identity emulator could not be configured:', error instanceof Error ? error.message : error);
  emulator.kill('SIGTERM');
}
