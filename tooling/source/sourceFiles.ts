import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
const SOURCES = /\.(ts|tsx|js|mjs|cjs|sh)$/;

/** The source files git tracks and the working tree still has, as paths from the repository root. */
export const sourceFiles = (): string[] =>
  execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCES.test(file) && existsSync(join(ROOT, file)));

export const readSource = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
