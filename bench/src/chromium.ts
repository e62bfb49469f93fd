/** Debian's Chromium, as the end-to-end suite uses it (e2e/playwright.config.ts). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Installs it with the e2e suite's script when missing (apt-get, needs root or sudo). */
export const ensureChromium = (): void => {
  if (existsSync(CHROMIUM_PATH)) return;
  const result = spawnSync('bash', [path.join(ROOT, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
};
