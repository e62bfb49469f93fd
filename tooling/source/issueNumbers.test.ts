import { readSource, sourceFiles } from './sourceFiles';

/**
 * Comments say why in words the reader has: nobody who clones the repository can open the project's issues, so
 * no source file names one by its number.
 */
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;

describe('source files', () => {
  it('cite no issue by number', () => {
    const citing = sourceFiles().flatMap((file) =>
      readSource(file)
        .split('\n')
        .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
