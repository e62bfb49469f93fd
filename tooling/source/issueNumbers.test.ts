import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Comments say why in words the reader has: nobody who clones the repository can open the project's issues, so
 * no source file names one by its number.
 */
const ROOT = join(__dirname, '..', '..');
const SOURCES = /\.(ts|tsx|js|mjs|cjs|sh)$/;
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;

describe('source files', () => {
  it('cite no issue by number', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCES.test(file));
    const citing = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
