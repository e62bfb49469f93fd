import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The kit's source folder. */
export const KIT_SOURCE = path.join(__dirname, '..');

/** A relative specifier as the file it names (the kit imports without extensions). */
const resolve = (from: string, specifier: string): string | undefined =>
  ['.ts', '.tsx', '/index.ts']
    .map((ending) => path.resolve(path.dirname(from), specifier) + ending)
    .find((file) => existsSync(file));

// `import x from`, `export * from`, `import './x'`; `import type` and `export type` are erased by the compiler.
// It reads the kit's own source files, never a client's input, so its backtracking is harmless.
// eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-misleading-capturing-group
const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:[\s\S]*?\s+from\s+)?'([^']+)';/gm;

/** Every kit file a bundle reaches from `entry` by static value imports (dynamic import() starts a chunk). */
export const staticGraph = (entry: string, reached = new Set<string>()): Set<string> => {
  if (reached.has(entry)) return reached;
  reached.add(entry);
  for (const [, typeOnly, specifier = ''] of readFileSync(entry, 'utf8').matchAll(STATIC_IMPORT)) {
    const file = !typeOnly && specifier.startsWith('.') ? resolve(entry, specifier) : undefined;
    if (file) staticGraph(file, reached);
  }
  return reached;
};

/** The kit's files a challenge page's first load carries: those its entry reaches by static imports. */
export const firstLoadFiles = (): string[] =>
  [...staticGraph(path.join(KIT_SOURCE, 'index.ts'))].map((file) => path.relative(KIT_SOURCE, file));
