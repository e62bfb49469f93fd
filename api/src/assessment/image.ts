import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ASSETS_DIR } from '../paths';

/**
 * The assessment image as a data URL, read once at start-up. Inlined rather than linked because the shell runs
 * on another origin than the API: a link would need the API's public address and a Cross-Origin-Resource-Policy
 * exception, and an <img> never runs an SVG's scripts either way.
 */
export async function loadAssessmentImage(): Promise<string> {
  const svg = await readFile(join(ASSETS_DIR, 'assessment.svg'));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}
