import { readSource, sourceFiles } from './sourceFiles';

/**
 * A file a newcomer must scroll through says at its top why it is not split: a sentence with "over 300 lines" in
 * its first lines. Tests are exempt: a long test is a list of examples, read one at a time.
 */
const LIMIT = 300;
const HEADER_LINES = 30;
const REASON = /\bover 300 lines\b/i;
const TEST = /\.test\.tsx?$|\/test\/|\/e2e\//;

describe('source files', () => {
  it(`over ${LIMIT} lines say why in their header`, () => {
    const unexplained = sourceFiles()
      .filter((file) => !TEST.test(file))
      .flatMap((file) => {
        const lines = readSource(file).trimEnd().split('\n');
        const explained = REASON.test(lines.slice(0, HEADER_LINES).join('\n'));
        return lines.length > LIMIT && !explained ? [`${file}: ${lines.length} lines`] : [];
      });
    expect(unexplained).toEqual([]);
  });
});
