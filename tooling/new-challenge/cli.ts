/**
 * pnpm new:challenge: adds a scripted or exploratory challenge with one command (docs/adding-a-challenge.md).
 * The plan is computed first (newChallenge.ts); files are written only when every edit found its place.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { CHALLENGE_FLAGS, parseArgs, USAGE } from './args';
import { writeFormatted } from './writeFormatted';
import { planChallenge, takenKeys, writtenReport, type Repository } from './newChallenge';
import { pathsOf } from './names';
import { groupProblem, keyProblem, validateOptions, type ChallengeOptions, type RawOptions } from './options';

const ROOT = join(__dirname, '..', '..');

const repository: Repository = {
  read: (path) => readFileSync(join(ROOT, path), 'utf8'),
  exists: (path) => existsSync(join(ROOT, path)),
};

const QUESTIONS: ReadonlyArray<[keyof RawOptions, string]> = [
  ['group', 'Group (scripted or exploratory): '],
  ['key', 'Key, lowerCamelCase (e.g. leapYear): '],
  ['fields', 'Field labels, comma-separated, 1 to 3 (e.g. Amount,Currency): '],
  ['cases', 'Number of cases [1]: '],
  ['bugs', 'Number of bugs [1]: '],
  ['language', 'Language of your texts: en, ua, ru or pl [en]: '],
  ['title', 'Page title: '],
  ['description', 'Description: '],
];

/**
 * Asks for what the command line left out; an empty answer keeps an optional one's default. A group or key that
 * cannot be used is refused as soon as it is given, before the trainer types the rest.
 */
async function askMissing(
  raw: RawOptions,
  ask: (question: string) => Promise<string>,
  existingKeys: readonly string[],
): Promise<RawOptions | string> {
  const answered: RawOptions = { ...raw };
  for (const [name, question] of QUESTIONS) {
    if (answered[name] === undefined) answered[name] = (await ask(question)).trim();
    const problem =
      name === 'group'
        ? groupProblem(answered.group ?? '')
        : name === 'key'
          ? keyProblem(answered.key ?? '', existingKeys)
          : undefined;
    if (problem) return problem;
  }
  return answered;
}

const describe = (options: ChallengeOptions): string =>
  [
    `  ${options.group} challenge "${options.key}" at /${pathsOf(options).apiPath}`,
    `  fields: ${options.fields.join(', ')}; ${options.cases} case(s), ${options.bugs} bug(s); texts in ${options.language}`,
    `  title: ${options.title}`,
    `  description: ${options.description}`,
  ].join('\n');

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), CHALLENGE_FLAGS);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.problems.length > 0) {
    console.error([...args.problems, '', USAGE].join('\n'));
    return 2;
  }
  const existingKeys = takenKeys(repository);
  // Without a terminal nobody can answer: what is missing is reported instead of waiting for input forever.
  const prompt = stdin.isTTY ? createInterface({ input: stdin, output: stdout }) : undefined;
  try {
    const raw = prompt
      ? await askMissing(args.raw, (question) => prompt.question(question), existingKeys)
      : args.raw;
    if (typeof raw === 'string') {
      console.error(raw);
      return 2;
    }
    const validated = validateOptions(raw, existingKeys);
    if ('problems' in validated) {
      console.error(validated.problems.join('\n'));
      return 2;
    }
    const { options } = validated;
    const plan = planChallenge(options, repository);
    console.log(`New challenge:\n${describe(options)}`);
    if (!args.yes) {
      if (!prompt) {
        console.error('Not a terminal: add --yes to write the files.');
        return 2;
      }
      const answer = (await prompt.question('Write these files? [y/N] ')).trim().toLowerCase();
      if (answer !== 'y' && answer !== 'yes') {
        console.log('Nothing written.');
        return 1;
      }
    }
    for (const write of [...plan.created, ...plan.changed]) await writeFormatted(ROOT, write);
    console.log(`\n${writtenReport(options, plan)}`);
    return 0;
  } finally {
    prompt?.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
