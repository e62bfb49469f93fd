import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { configureIdentityEmulator } from '../scripts/identity-config.mjs';
import { startAll } from './support/servers';

export default async function globalSetup() {
  mkdirSync(path.join(import.meta.dirname, 'test-results'), { recursive: true });
  await startAll();
  await configureIdentityEmulator();
}
