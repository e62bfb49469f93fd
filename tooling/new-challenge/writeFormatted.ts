import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { FileWrite } from './newChallenge';

/** Writes a generated file as Prettier would, with the repository's own settings, so it reads as hand-written. */
export async function writeFormatted(root: string, { path, content }: FileWrite): Promise<void> {
  const file = join(root, path);
  const config = (await resolveConfig(file)) ?? {};
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await format(content, { ...config, filepath: file }));
}
