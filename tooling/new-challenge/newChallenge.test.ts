import { CHALLENGE_FLAGS, parseArgs } from './args';
import { AnchorError, addCatalogueEntry, addRemoteTexts, catalogueKeys, lastKeyOfGroup } from './edits';
import { constantCase, fieldNames, kebabCase } from './names';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextSteps, planChallenge, writtenReport, type Repository } from './newChallenge';
import { validateOptions, type ChallengeOptions } from './options';
import { FILL_MARKER, laterPartSource, type LaterPart, rulesSource } from './templates';

/** Small copies of the files the generator edits, in the shape the real ones have. */
const CATALOGUE = `export const CHALLENGES: readonly ChallengeEntry[] = [
  form('learn', 'adder', 'api/learn/v1/adder', textfield('first'), textfield('second')),
  form('scripted', 'multiplier', 'api/scripted/v1/multiplier', textfield('first'), textfield('second')),
  entry('apiTesting', 'plusser', 'api/learn/v1/plusser', 2),
  form('exploratory', 'calculator', 'api/exploratory/v1/calculator', textfield('first'), textfield('second')),
  form(
    'exploratory',
    'triangle',
    'api/exploratory/v1/triangle',
    textfield('a'),
    textfield('b'),
    textfield('c'),
  ),
];
`;

const catalogueTexts = (language: string) => `export const ${language} = {
  groups: { exploratory: 'Exploratory' },
  challenges: {
    adder: 'Addition',
    calculator: 'Calculator',
    triangle:
      'Triangle',
  },
  series: { title: 'Series' },
};
`;

const remoteTexts = (language: string) => `export const ${language} = {
  calculator: {
    description: ['Calculates.'],
  },
  triangle: {
    description: ['Tells the kind of a triangle.'],
    fields: {
      a: { label: 'Side A', placeholder: 'Enter side A' },
    },
  },
};
`;

const FILES: Readonly<Record<string, string>> = {
  'shared/src/catalogue/challenges.ts': CATALOGUE,
  ...Object.fromEntries(
    ['en', 'ua', 'ru', 'pl'].flatMap((language) => [
      [`shared/src/i18n/texts/catalogue/${language}.ts`, catalogueTexts(language)],
      [`mfe-exploratory-api/src/i18n/${language}.ts`, remoteTexts(language)],
    ]),
  ),
};

const repository = (files: Readonly<Record<string, string>> = FILES): Repository => ({
  read: (path) => {
    const content = files[path];
    if (content === undefined) throw new Error(`no file ${path}`);
    return content;
  },
  exists: (path) => path in files,
});

const LEAP_YEAR: ChallengeOptions = {
  group: 'exploratory',
  key: 'leapYear',
  fields: ['Year'],
  cases: 2,
  bugs: 1,
  language: 'en',
  title: 'Leap year',
  description: 'Tells whether a year is a leap year.',
};

const contentOf = (plan: ReturnType<typeof planChallenge>, path: string): string => {
  const file = [...plan.created, ...plan.changed].find((write) => write.path === path);
  if (!file) throw new Error(`not planned: ${path}`);
  return file.content;
};

describe('parseArgs', () => {
  it('reads --name value, --name=value, --yes and a lone -- from pnpm', () => {
    expect(
      parseArgs(['--', '--group', 'exploratory', '--fields=Amount,Currency', '--yes'], CHALLENGE_FLAGS),
    ).toEqual({
      raw: { group: 'exploratory', fields: 'Amount,Currency' },
      yes: true,
      help: false,
      problems: [],
    });
  });

  it('reports unknown arguments and a missing value', () => {
    expect(parseArgs(['--colour', 'red', '--key'], CHALLENGE_FLAGS).problems).toEqual([
      'Unknown argument "--colour".',
      'Unknown argument "red".',
      '--key needs a value.',
    ]);
  });
});

describe('validateOptions', () => {
  const raw = { group: 'exploratory', key: 'leapYear', fields: 'Year', title: 'Leap year', description: 'D' };
  const keys = catalogueKeys(CATALOGUE);

  it('fills the defaults: one case, one bug, English', () => {
    expect(validateOptions(raw, keys)).toEqual({
      options: { ...raw, fields: ['Year'], cases: 1, bugs: 1, language: 'en' },
    });
  });

  it.each([
    [{ group: 'learn' }, /"learn" is not supported: a learn challenge needs step-by-step instructions/],
    [{ group: 'apiTesting' }, /"apiTesting" is not supported/],
    [{ group: 'chess' }, /Unknown group "chess"/],
    [{ key: 'triangle' }, /"triangle" exists already/],
    [{ key: 'LeapYear' }, /not lowerCamelCase/],
    [{ key: 'leap_year' }, /not lowerCamelCase/],
    [{ key: 'year2' }, /not lowerCamelCase/],
    [{ key: 'delete' }, /reserved word/],
    [{ fields: 'A,B,C,D' }, /4 fields given; a plain form has 1 to 3/],
    [{ fields: ' , ' }, /--fields is missing/],
    [{ fields: 'A,A' }, /same label/],
    [{ cases: '0' }, /--cases must be a whole number from 1/],
    [{ bugs: '1.5' }, /--bugs must be a whole number from 0/],
    [{ language: 'de' }, /--language must be one of en, ua, ru, pl/],
    [{ title: ' ' }, /--title is missing/],
  ])('refuses %j', (change, message) => {
    const result = validateOptions({ ...raw, ...change }, keys);
    expect('problems' in result && result.problems.join('\n')).toMatch(message);
  });
});

describe('names', () => {
  it('derives the path, the constant and the field text keys', () => {
    expect(kebabCase('leapYear')).toBe('leap-year');
    expect(constantCase('leapYear')).toBe('LEAP_YEAR');
    expect(fieldNames(['Amount', 'Currency From'])).toEqual(['amount', 'currencyFrom']);
    // Labels without Latin letters, or two that would clash, fall back to the slots.
    expect(fieldNames(['Сума', 'Люди'])).toEqual(['first', 'second']);
    expect(fieldNames(['Side-A', 'Side A'])).toEqual(['first', 'second']);
  });
});

describe('planChallenge', () => {
  const plan = planChallenge(LEAP_YEAR, repository());

  it("creates the challenge's folder alone in the API, which finds it by its name; the remote gets only texts", () => {
    expect(plan.created.map(({ path }) => path)).toEqual([
      'api/src/challenges/exploratory/leapYear/rules.ts',
      'api/src/challenges/exploratory/leapYear/design.ts',
      'api/src/challenges/exploratory/leapYear/reports.ts',
      'api/src/challenges/exploratory/leapYear/interview.ts',
    ]);
    expect(plan.changed.map(({ path }) => path).filter((path) => path.startsWith('api/'))).toEqual([]);
    expect(plan.changed.map(({ path }) => path).filter((path) => path.startsWith('mfe-'))).toEqual([
      'mfe-exploratory-api/src/i18n/en.ts',
      'mfe-exploratory-api/src/i18n/ua.ts',
      'mfe-exploratory-api/src/i18n/ru.ts',
      'mfe-exploratory-api/src/i18n/pl.ts',
    ]);
  });

  it("puts the catalogue entry, the form the remote renders, after the group's last, wrapped or not", () => {
    expect(contentOf(plan, 'shared/src/catalogue/challenges.ts')).toContain(
      "    textfield('c'),\n  ),\n" +
        "  form('exploratory', 'leapYear', 'api/exploratory/v1/leap-year', textfield('year')),\n];",
    );
    const scripted: ChallengeOptions = { ...LEAP_YEAR, group: 'scripted', fields: ['Year', 'Month'] };
    const names = ['year', 'month'];
    expect(addCatalogueEntry(CATALOGUE, scripted, names, 'api/scripted/v1/leap-year', 'catalogue')).toContain(
      "textfield('second')),\n" +
        "  form('scripted', 'leapYear', 'api/scripted/v1/leap-year', textfield('year'), textfield('month')),\n" +
        "  entry('apiTesting',",
    );
  });

  it('names it in the catalogue texts after a wrapped neighbour, marked to translate where not English', () => {
    expect(contentOf(plan, 'shared/src/i18n/texts/catalogue/en.ts')).toContain(
      "      'Triangle',\n    leapYear: 'Leap year',\n  },",
    );
    expect(contentOf(plan, 'shared/src/i18n/texts/catalogue/pl.ts')).toContain(
      "    leapYear: '[translate] Leap year',\n",
    );
  });

  it("writes the remote's texts in the trainer's language and marks the others to translate", () => {
    // No pageTitle: the page is titled with the catalogue's name.
    expect(contentOf(plan, 'mfe-exploratory-api/src/i18n/en.ts')).toContain(`  },
  leapYear: {
    description: ['Tells whether a year is a leap year.'],
    fields: {
      year: { label: 'Year', placeholder: 'Enter year' },
    },
  },
};`);
    expect(contentOf(plan, 'mfe-exploratory-api/src/i18n/ua.ts')).toContain(
      "year: { label: '[translate] Year', placeholder: '[translate] Enter year' },",
    );
  });

  it('takes the texts in another language as the trainer gave them', () => {
    const ukrainian = planChallenge(
      { ...LEAP_YEAR, language: 'ua', fields: ['Рік'], title: 'Високосний рік' },
      repository(),
    );
    expect(contentOf(ukrainian, 'mfe-exploratory-api/src/i18n/ua.ts')).toContain(
      "first: { label: 'Рік', placeholder: 'Введіть рік' },",
    );
    expect(contentOf(ukrainian, 'shared/src/i18n/texts/catalogue/en.ts')).toContain(
      "leapYear: '[translate] Високосний рік',",
    );
  });

  it('refuses to overwrite a file that is there already', () => {
    const files = { ...FILES, 'api/src/challenges/exploratory/leapYear/design.ts': 'x' };
    expect(() => planChallenge(LEAP_YEAR, repository(files))).toThrow(
      'Already there, not overwritten: api/src/challenges/exploratory/leapYear/design.ts',
    );
  });

  it('fails loudly, writing nothing, when an anchor is gone', () => {
    const texts = 'shared/src/i18n/texts/catalogue/ru.ts';
    const files = { ...FILES, [texts]: catalogueTexts('ru').replace('challenges: {', 'names: {') };
    expect(() => planChallenge(LEAP_YEAR, repository(files))).toThrow(AnchorError);
    expect(() => planChallenge(LEAP_YEAR, repository(files))).toThrow(
      `${texts}: cannot find the \`challenges: {\` block`,
    );
  });

  it('lists the next steps with the check command and the list page', () => {
    const steps = nextSteps(LEAP_YEAR, plan).join('\n');
    expect(steps).toContain('pnpm check:challenge leapYear');
    // The suites over every challenge fail until its rules are written, the completeness test until translated.
    expect(steps).toContain(
      'npx jest api/test/challenges/expert-design.test.ts api/test/challenges/engine/reachability.test.ts \\\n',
    );
    expect(steps).toContain('api/test/routes/every-challenge.test.ts client-api/challenges.test.ts');
    expect(steps).toContain('tooling/texts/completeness.test.ts');
    expect(steps).toContain('into ua, ru, pl');
    expect(steps).toContain('http://localhost:3000/app/list/exploratory');
  });
});

describe('the generated definition', () => {
  it('leave one marked placeholder partition per case and bug', () => {
    const source = rulesSource(LEAP_YEAR);
    expect(source).toContain("type Partition = 'case1' | 'case2' | 'bug1' | 'other';");
    expect(source).toContain("export const rules: HiddenDefinition = {\n  evaluator: 'exploratory',");
    expect(source.match(/ {4}finding\(/g)).toHaveLength(3);
    expect(source).toContain(`{ first: '${FILL_MARKER}' }`);
    expect(rulesSource({ ...LEAP_YEAR, group: 'scripted' })).toContain(
      "export const rules: ScriptedDefinition = {\n  evaluator: 'scripted',",
    );
  });

  it('keeps the marker out of what stays once every placeholder is replaced (the header)', () => {
    const source = rulesSource(LEAP_YEAR);
    const header = source.slice(source.indexOf('/**'), source.indexOf('*/'));
    expect(header).toContain('pnpm check:challenge leapYear');
    expect(header).not.toContain(FILL_MARKER);
  });

  it('keeps a trainer’s quote or comment end from breaking the code', () => {
    const source = rulesSource({ ...LEAP_YEAR, title: "It's */ odd", description: 'a\\b' });
    expect(source).toContain("It's * / odd (exploratory): a\\b");
  });
});

describe('the parts written later', () => {
  const written = (part: LaterPart) => laterPartSource(part, { key: 'leapYear', title: 'Leap year */ odd' });

  it('export their constant as undefined, typed as the part, which the registry reads as "not yet"', () => {
    expect(written('design')).toContain(
      "import type { TestDesign } from '../../../test-design/test-design';",
    );
    expect(written('design')).toContain('export const design: TestDesign | undefined = undefined;');
    expect(written('reports')).toContain('export const reports: ReportedChallenge | undefined = undefined;');
    expect(written('interview')).toContain('export const interview: InterviewSpec | undefined = undefined;');
  });

  it('say what the part is, how to check it, and where a finished one is, in lines of at most 113', () => {
    const source = written('reports');
    expect(source).toContain('Leap year * / odd: its bug-report specs');
    expect(source).toContain('Not written yet, as `pnpm check:challenge leapYear` says');
    expect(source).toContain('REPORTED_CHALLENGES in shared/src/bugReports/bugReportApi.ts');
    expect(source).toContain('api/src/challenges/exploratory/triangle/reports.ts');
    expect(source.split('\n').every((line) => line.length <= 113)).toBe(true);
  });
});

describe('anchors', () => {
  it('finds the group’s last key, and fails when the group has none', () => {
    expect(catalogueKeys(CATALOGUE)).toEqual(['adder', 'multiplier', 'plusser', 'calculator', 'triangle']);
    expect(lastKeyOfGroup(CATALOGUE, 'exploratory', 'catalogue')).toBe('triangle');
    expect(() => lastKeyOfGroup(CATALOGUE, 'gherkin', 'catalogue')).toThrow(AnchorError);
  });

  it('fails when the texts of the neighbour are not there', () => {
    expect(() => addRemoteTexts(remoteTexts('en'), 'newsletter', '', 'en.ts')).toThrow(
      'en.ts: cannot find the texts of newsletter',
    );
  });
});

describe('docs/adding-a-challenge.md', () => {
  const ROOT = join(__dirname, '..', '..');
  const real: Repository = {
    read: (path) => readFileSync(join(ROOT, path), 'utf8'),
    exists: (path) => existsSync(join(ROOT, path)),
  };

  it('quotes what the command prints for its example, written files and next steps', () => {
    const printed = writtenReport(LEAP_YEAR, planChallenge(LEAP_YEAR, real));
    expect(readFileSync(join(ROOT, 'docs', 'adding-a-challenge.md'), 'utf8')).toContain(printed);
  });
});
