/**
 * Checks one challenge's hidden rules alone, for a QA trainer changing them:
 *   pnpm check:challenge <key>        (from the repository root; or pnpm --filter @qa/api check:challenge <key>)
 * <key> is a catalogue key (triangle), a store name (exploratory_triangle) or a route path
 * (api/exploratory/v1/triangle). It judges every case's and bug's example as the route does and prints whether
 * each is reached, then what the challenge has of each part (rules, design, reports, interview: written, not yet,
 * none) and what each part's checks found, then runs that challenge's own server tests, or for one without any
 * (as `pnpm new:challenge` writes it) the suites that check every challenge, limited to its tests.
 * Exit codes: 0 every check of every written part passes and the tests pass, 1 otherwise, 2 bad or unknown
 * argument. A part not written yet fails nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { storeName } from '@qa/shared/catalogue';
import { reachability, type ReachabilityRow } from '../src/challenges/engine/reachability';
import { checkParts, type PartReport } from '../src/challenges/checks';
import { challengeFolder } from '../src/challenges/parts';
import { REGISTERED_CHALLENGES, type RegisteredChallenge } from '../src/challenges/registry';

const USAGE =
  'Usage: pnpm check:challenge <key | store name | route path>, e.g. pnpm check:challenge triangle';
const EXIT = { passed: 0, failed: 1, usage: 2 } as const;

const API_DIR = join(__dirname, '..');
const ROOT = join(API_DIR, '..');
const TEST_DIR = join(API_DIR, 'test');
/** The suites that check every challenge, each test named after its key: a new challenge's only tests. */
const EVERY_CHALLENGE_TESTS = [
  join(TEST_DIR, 'challenges', 'expert-design.test.ts'),
  join(TEST_DIR, 'challenges', 'engine', 'reachability.test.ts'),
  join(TEST_DIR, 'routes', 'every-challenge.test.ts'),
];

const namesOf = ({ entry }: RegisteredChallenge): string[] => [entry.key, storeName(entry), entry.path];

/** Exact names first (any case, with or without a leading slash); a partial name is only suggested, never run. */
function resolve(argument: string): RegisteredChallenge | string {
  const wanted = argument.replace(/^\/+/, '').toLowerCase();
  const exact = REGISTERED_CHALLENGES.filter((challenge) =>
    namesOf(challenge).some((name) => name.toLowerCase() === wanted),
  );
  const [only] = exact;
  if (only && exact.length === 1) return only;
  const partial =
    exact.length > 1
      ? exact
      : REGISTERED_CHALLENGES.filter((challenge) =>
          namesOf(challenge).some((name) => name.toLowerCase().includes(wanted)),
        );
  const list = (challenges: readonly RegisteredChallenge[]) =>
    challenges.map(({ entry }) => `  ${entry.key.padEnd(20)} ${storeName(entry).padEnd(32)} ${entry.path}`);
  return partial.length > 0
    ? [`"${argument}" is not one challenge; it matches:`, ...list(partial)].join('\n')
    : [`No challenge "${argument}". The challenges are:`, ...list(REGISTERED_CHALLENGES)].join('\n');
}

const testFiles = (dir: string): string[] =>
  !existsSync(dir)
    ? []
    : readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
        const path = join(dir, item.name);
        if (item.isDirectory()) return testFiles(path);
        return item.name.endsWith('.test.ts') ? [path] : [];
      });

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The challenge's own tests: those of its folder (api/test/challenges/<folder>/<key>/, mirroring its parts), and
 * any test importing one of its parts (shared suites such as classic-inputs). Tests that only use its route as a
 * sample (CORS, helmet) are not its.
 */
function ownTests({ entry }: RegisteredChallenge): string[] {
  const folder = challengeFolder(entry);
  const imports = new RegExp(`from '[^']*/challenges/${escapeRegExp(folder)}/[a-z]+'`);
  const own = testFiles(join(TEST_DIR, 'challenges', folder));
  return [
    ...own,
    ...testFiles(TEST_DIR).filter((file) => !own.includes(file) && imports.test(readFileSync(file, 'utf8'))),
  ];
}

/**
 * Those suites name their tests "<key> case 1", "<key>/batch ...", "POST <key>: ...", "<key> has no placeholder
 * ...": the key must stand alone, so divide does not also pick divider.
 */
const everyChallengeFilter = (key: string): string => `(^|\\s)${escapeRegExp(key)}(\\s|/|:)`;

/** Each part's state, then each check of a written part: "passed", or what failed. */
function printParts(reports: readonly PartReport[]): void {
  console.log('\nparts');
  for (const { part, state, checks } of reports) {
    console.log(`  ${part.padEnd(10)} ${state}`);
    for (const { name, passed, detail } of checks)
      console.log(`    ${passed ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  }
}

function printTable(rows: readonly ReachabilityRow[]): void {
  const cells = rows.map((row) => [
    row.kind,
    String(row.number),
    row.technique,
    row.text,
    row.example,
    row.reached ? 'reached' : `NOT reached (${row.outcome})`,
  ]);
  const header = ['kind', '#', 'technique', 'finding', 'example', 'status'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]?.length ?? 0)),
  );
  const line = (cell: readonly string[]) =>
    cell
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const cell of cells) console.log(line(cell));
}

/** Jest from the repository root, where it is installed, with the api project's own config; output streams. */
const runJest = (args: readonly string[]): Promise<number> =>
  new Promise((done) => {
    const command = ['jest', '--config', relative(ROOT, join(API_DIR, 'jest.config.cjs')), ...args];
    console.log(`\n$ npx ${command.map((arg) => (/[^\w./:=-]/.test(arg) ? `'${arg}'` : arg)).join(' ')}`);
    const child = spawn('npx', command, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start jest: ${error.message}`);
      done(EXIT.failed);
    });
    child.on('close', (code) => done(code ?? EXIT.failed));
  });

async function main(argv: string[]): Promise<number> {
  // pnpm hands the `--` separator on to the script.
  const [argument, ...extra] = argv[0] === '--' ? argv.slice(1) : argv;
  if (!argument || extra.length > 0) {
    console.error(USAGE);
    return EXIT.usage;
  }
  const challenge = resolve(argument);
  if (typeof challenge === 'string') {
    console.error(`${challenge}\n${USAGE}`);
    return EXIT.usage;
  }

  const { entry, definition } = challenge;
  console.log(`${entry.key} (${storeName(entry)}, ${definition.evaluator}) at /${entry.path}\n`);
  const rows = reachability(definition, 'en');
  printTable(rows);
  const missed = rows.filter((row) => !row.reached);
  console.log(
    `\n${definition.cases.length} cases, ${definition.bugs.length} bugs, ${rows.length} values of their classes: ${
      missed.length === 0 ? 'every one reached' : `${missed.length} NOT reached`
    }`,
  );

  const parts = checkParts(challenge);
  printParts(parts);
  const failed = parts.flatMap(({ part, checks }) => checks.filter((check) => !check.passed).map(() => part));

  const own = ownTests(challenge).map((file) => relative(ROOT, file));
  const jestArgs =
    own.length > 0
      ? ['--runTestsByPath', ...own]
      : // No test of its own: the shared suites, limited to this challenge's tests; not verbose, since a verbose
        // run lists the thousands of other challenges' tests as skipped (failures are still shown in full).
        [
          '--runTestsByPath',
          ...EVERY_CHALLENGE_TESTS.map((file) => relative(ROOT, file)),
          '-t',
          everyChallengeFilter(entry.key),
          '--verbose=false',
        ];
  const jestCode = await runJest(jestArgs);

  const partsSaid =
    failed.length === 0 ? 'every check passed' : `checks failed in ${[...new Set(failed)].join(', ')}`;
  console.log(`\n${entry.key}: ${partsSaid}, tests ${jestCode === 0 ? 'passed' : 'failed'}`);
  return failed.length === 0 && jestCode === 0 ? EXIT.passed : EXIT.failed;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
