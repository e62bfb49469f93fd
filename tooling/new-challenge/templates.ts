import { LANGUAGES, type Language } from '../../shared/src/i18n/languages';
import { SLOTS } from '../../shared/src/catalogue/apiTypes';
import { TRANSLATE_MARKER } from '../../shared/src/i18n/missingKeys';
import { commentSafe, literal } from './literals';
import { constantCase, lowerFirst } from './names';
import type { ChallengeOptions } from './options';

/**
 * What the generated rules leave for the trainer to write. The suite over every challenge
 * (api/test/challenges/expert-design.test.ts) fails while a rules file still holds this text, so empty rules can
 * never pass.
 */
export const FILL_MARKER = '[fill in]';

/** One text for every language, marked: the trainer writes each finding in all four. */
const toFill = (what: string): string =>
  `{ ${LANGUAGES.map((language) => `${language}: ${literal(`${FILL_MARKER} ${what}`)}`).join(', ')} }`;

/** An example with every field marked: the trainer gives a value of the class that finds the case or bug. */
const exampleToFill = (fieldCount: number): string =>
  `{ ${SLOTS.slice(0, fieldCount)
    .map((slot) => `${slot}: ${literal(FILL_MARKER)}`)
    .join(', ')} }`;

const DEFINITION_TYPE = { scripted: 'ScriptedDefinition', exploratory: 'HiddenDefinition' } as const;

/**
 * The challenge's rules (its definition): the hidden rules, with one placeholder partition per case and per bug.
 * `folder` is the group it is listed in: its own for a challenge of a group a remote brings, which the server
 * evaluates as `group`.
 */
export function rulesSource(options: ChallengeOptions, folder: string = options.group): string {
  const { group, key, fields, cases, bugs, title, description } = options;
  const messages = `${constantCase(key)}_MESSAGES`;
  const app = `${key}App`;
  const type = DEFINITION_TYPE[group];
  const caseNames = Array.from({ length: cases }, (_, index) => `case${index + 1}`);
  const bugNames = Array.from({ length: bugs }, (_, index) => `bug${index + 1}`);
  const finding = (partition: string, what: string) =>
    `    finding(${literal(partition)}, 'equivalencePartitioning', ${toFill(what)}, ${exampleToFill(fields.length)}, ${exampleToFill(fields.length)}),`;
  const fieldList = fields.map((label, index) => `${SLOTS[index]}: ${commentSafe(label)}`).join(', ');
  return `import type { Language } from '@qa/shared/catalogue';
import type { FieldValues, ${type} } from '../../engine/definition';
import type { Localized } from '../../../i18n/localized';
import { partitionCases } from '../../support/partition-case';

/**
 * Written by \`pnpm new:challenge\`. Replace each placeholder marked "fill in" in square brackets: the API's
 * expert-design test lists every line still holding one. Then run \`pnpm check:challenge ${key}\`. The format: api/src/challenges/engine/definition.ts; a finished
 * example: api/src/challenges/exploratory/triangle/rules.ts.
 */

/** What the app answers, in every language: ${FILL_MARKER} one message per answer it gives. */
export const ${messages} = {
  answer: ${toFill('an answer of the app')},
} as const satisfies Record<string, Localized>;

/**
 * The app as it was built, planted bugs included (fields ${fieldList}).
 * ${FILL_MARKER} its rules: until then it gives one answer to everything.
 */
const ${app} = (_values: FieldValues, language: Language): string => ${messages}.answer[language];

/** What the values really are: one partition per case and per bug; 'other' is what none of them covers. */
type Partition = ${[...caseNames, ...bugNames, 'other'].map((name) => literal(name)).join(' | ')};

/**
 * The values' partition, the first that applies, so every input has exactly one (see the triangle's rules.ts).
 * ${FILL_MARKER} tell the partitions apart; rename them after what they are (equilateral, missingSide...).
 */
const partitionOf = (_values: FieldValues): Partition => 'other';

const finding = partitionCases(partitionOf);

/**
 * ${commentSafe(title)} (${folder}): ${commentSafe(description)}
 * The expert design: every input class a careful tester tries is one finding, and every finding one class.
 * Each finding: partition, technique (equivalencePartitioning, boundaryValues, decisionTable, stateTransition,
 * errorGuessing), the class in every language (the class, not one value), and two or more different values of
 * the class, each of which finds it (the first is the one answers and hints show).
 */
export const rules: ${type} = {
  evaluator: '${group}',
  fields: [${SLOTS.slice(0, fields.length)
    .map((slot) => literal(slot))
    .join(', ')}],
  result: ${app},
  cases: [
${caseNames.map((name, index) => finding(name, `what case ${index + 1} covers`)).join('\n')}
  ],
  bugs: [
${bugNames.map((name, index) => finding(name, `what bug ${index + 1} does wrong`)).join('\n')}
  ],
};
`;
}

/** A paragraph cut into lines of at most `width` characters, at spaces. */
const wrapped = (paragraph: string, width: number): string[] =>
  paragraph.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);

/** What each part the trainer may write later is, for the comment of its empty file. */
const LATER_PARTS = {
  design: {
    type: 'TestDesign',
    from: 'test-design/test-design',
    what: "test design: the requirements as a reference build, the challenge's faults (each one bug variant a learner's table of test cases must catch) and build 2 with its release note",
    until:
      'the page offers no test design (once written, add the key to DESIGNED_CHALLENGES in shared/src/testDesign/testDesignApi.ts so that the page offers it)',
  },
  reports: {
    type: 'ReportedChallenge',
    from: 'bug-reports/bug-report',
    what: "bug-report specs: how to replay a report's steps and, per planted bug, the words of a good title, the severities a reviewer accepts and a model report",
    until:
      'no report of its bugs is graded (once written, add the key to REPORTED_CHALLENGES in shared/src/bugReports/bugReportApi.ts so that the page offers it)',
  },
  interview: {
    type: 'InterviewSpec',
    from: 'interview/families',
    what: "interview family: the requirements as an interviewer hands them over, the form's labels and messages, and a report spec per fault of the design",
    until: 'an interview cannot draw a build of it',
  },
} as const;

export type LaterPart = keyof typeof LATER_PARTS;

/**
 * A part's file as \`pnpm new:challenge\` leaves it: its constant exported as undefined, which the registry and
 * \`pnpm check:challenge\` read as "not yet".
 */
export function laterPartSource(
  part: LaterPart,
  { key, title }: Pick<ChallengeOptions, 'key' | 'title'>,
): string {
  const { type, from, what, until } = LATER_PARTS[part];
  const comment = [
    `${commentSafe(title)}: its ${what}.`,
    `Not written yet, as \`pnpm check:challenge ${key}\` says: until it is, ${until}.`,
    `A finished example: api/src/challenges/exploratory/triangle/${part}.ts; docs/adding-a-challenge.md says what each part holds.`,
  ];
  return `import type { ${type} } from '../../../${from}';

/**
${comment
  .flatMap((paragraph) => wrapped(paragraph, 110))
  .map((line) => ` * ${line}`)
  .join('\n')}
 */
export const ${part}: ${type} | undefined = undefined;
`;
}

/** "Enter …" in each language: a field's placeholder, from its label. */
const ENTER: Readonly<Record<Language, string>> = { en: 'Enter', ua: 'Введіть', ru: 'Введите', pl: 'Wpisz' };

/** The marker the shared completeness check treats as missing, so the texts tests fail until translated. */
export const TRANSLATE_PREFIX = `${TRANSLATE_MARKER} `;

/**
 * The remote's texts of the challenge in one language: the trainer's own words in their language, the same
 * words marked to translate in the others. No `pageTitle`: the page is titled with the challenge's name in the
 * catalogue texts, which a brought group's names (`modeNames`) are added to.
 */
export function remoteTextsBlock(
  options: ChallengeOptions,
  names: readonly string[],
  language: Language,
): string {
  const { key, description, fields } = options;
  const say = (text: string) => literal(language === options.language ? text : `${TRANSLATE_PREFIX}${text}`);
  const enter = ENTER[options.language];
  const fieldLines = fields.map((label, index) => {
    return `      ${names[index]}: { label: ${say(label)}, placeholder: ${say(`${enter} ${lowerFirst(label)}`)} },`;
  });
  return `  ${key}: {
    description: [${say(description)}],
    fields: {
${fieldLines.join('\n')}
    },
  },
`;
}

/** The catalogue's name of the challenge in one language, marked to translate where it is not the trainer's. */
export const catalogueNameLine = (options: ChallengeOptions, language: Language): string =>
  `    ${options.key}: ${literal(language === options.language ? options.title : `${TRANSLATE_PREFIX}${options.title}`)},\n`;
