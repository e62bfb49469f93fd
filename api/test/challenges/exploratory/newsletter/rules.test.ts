import { rules as newsletter } from '../../../../src/challenges/exploratory/newsletter/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const SUBSCRIBED = 'You are subscribed';
const AGAIN = 'Re-subscription is not possible';
const INVALID = 'Invalid email';

type Found = { caseIndex: number } | { bugIndex: number };

/**
 * Each class of address a careful tester tries, changing one part at a time, with several of its values: every
 * value of a class finds the same case or bug, and the app answers as the description says (or, for a bug, as
 * it wrongly does).
 */
const CLASSES: ReadonlyArray<[name: string, found: Found, message: string, values: readonly string[]]> = [
  [
    'a valid address',
    { caseIndex: 1 },
    SUBSCRIBED,
    ['john@example.com', 'a@b.co', '1234@example.com', 'x9@shop.org'],
  ],
  ['a dot before the @', { caseIndex: 2 }, SUBSCRIBED, ['john.doe@example.com', 'j.o.h.n@example.com']],
  [
    'a plus tag',
    { caseIndex: 3 },
    SUBSCRIBED,
    ['john+news@example.com', 'john.doe+1@example.com', 'a+@b.co'],
  ],
  [
    'an address that is already subscribed',
    { caseIndex: 4 },
    AGAIN,
    ['anna.smith@example.com', 'qa.team@example.com'],
  ],
  [
    'a hyphen or an underscore in the domain',
    { caseIndex: 5 },
    INVALID,
    ['john@my-site.com', 'john@ex-ample.com', 'john@example_.com', 'john@-example.com', 'john@example.co-m'],
  ],
  ['no @', { caseIndex: 6 }, INVALID, ['john.example.com', 'john', 'john(at)example.com']],
  ['two @', { caseIndex: 7 }, INVALID, ['john@doe@example.com', 'john@@example.com', 'john@example.com@']],
  ['nothing before the @', { caseIndex: 8 }, INVALID, ['@example.com', '@']],
  ['nothing after the @', { caseIndex: 9 }, INVALID, ['john@', 'john.doe@']],
  [
    'a missing or misplaced dot in the domain',
    { caseIndex: 10 },
    INVALID,
    [
      'john@example',
      'john@.example.com',
      'john@example.com.',
      'john@example..com',
      'john@example.',
      'john@.com',
    ],
  ],
  [
    'another character that is not a Latin letter in the domain',
    { caseIndex: 11 },
    INVALID,
    ['john@example1.com', 'john@127.0.0.1', 'john@exam ple.com', 'john@exa!mple.com', 'john@my-site1.com'],
  ],
  ['a subdomain', { caseIndex: 12 }, INVALID, ['john@mail.example.com', 'john@a.b.c.org']],
  ['a quoted address', { caseIndex: 13 }, INVALID, ['"john doe"@example.com', '"john"@example.com']],
  [
    'a character not allowed before the @',
    { caseIndex: 14 },
    INVALID,
    [
      'john doe@example.com',
      'jo!hn@example.com',
      'john#doe@example.com',
      "o'brien@example.com",
      'john,doe@example.com',
    ],
  ],
  ['the empty field', { caseIndex: 15 }, INVALID, ['', '   ']],
  [
    'letters other than a to z',
    { caseIndex: 16 },
    INVALID,
    ['іван@приклад.укр', 'jürgen@müller.de', 'джон@example.com', 'john@пример.рф', 'zoë@example.com'],
  ],
  [
    'spaces around a valid address',
    { caseIndex: 17 },
    INVALID,
    [' john@example.com', 'john@example.com ', '  qa.team@example.com  ', ' John@Example.com'],
  ],
  [
    'an underscore or a hyphen before the @',
    { caseIndex: 18 },
    SUBSCRIBED,
    ['john_doe@example.com', 'john-doe@example.com', '_john@shop.org', 'a.b-c@shop.org'],
  ],
  [
    'capitals before the @ of a new address',
    { caseIndex: 19 },
    SUBSCRIBED,
    ['JOHN@example.com', 'John.Doe@example.com', 'Maria+Deals@shop.org'],
  ],
  [
    'a very long valid address',
    { caseIndex: 20 },
    SUBSCRIBED,
    [
      `${'a'.repeat(101)}@example.com`,
      `${'john.'.repeat(20)}doe@example.com`,
      `${'b'.repeat(244)}@example.com`,
    ],
  ],
  [
    'a registered address in other capitals',
    { bugIndex: 1 },
    SUBSCRIBED,
    ['Anna.Smith@example.com', 'QA.TEAM@example.com', 'ANNA.SMITH@example.com'],
  ],
  [
    'a dot at the start, at the end or twice in a row before the @',
    { bugIndex: 2 },
    SUBSCRIBED,
    [
      'john..doe@example.com',
      '.john@example.com',
      'john.@example.com',
      '.@example.com',
      '.anna.smith@example.com',
    ],
  ],
  [
    'a domain in capitals',
    { bugIndex: 3 },
    INVALID,
    // A registered address with its domain in capitals is refused too: that is this bug, not the first one.
    ['john@EXAMPLE.COM', 'john@Example.com', 'Anna.Smith@Example.com', 'anna.smith@EXAMPLE.COM'],
  ],
];

describe('newsletter: one case or bug per class of address', () => {
  it.each(
    CLASSES.flatMap(([name, found, message, values]) => values.map((value) => [name, value, found, message])),
  )('%s: %j', (_name, value, found, message) => {
    const result = evaluate(newsletter, { first: value as string }, 'en');
    expect(result).toMatchObject({ ...(found as Found), message });
    // One finding per class: never a case and a bug at once.
    expect('caseIndex' in result && 'bugIndex' in result).toBe(false);
  });

  it('has a class for every case and bug', () => {
    const found = new Set(CLASSES.map(([, finding]) => JSON.stringify(finding)));
    expect(found.size).toBe(newsletter.cases.length + newsletter.bugs.length);
  });

  it('credits a bug only on the answer that shows it', () => {
    // Every value of every class, whatever its finding: a bug's answer is the wrong one, a case's the right one.
    const wrongAnswers = ['You are subscribed', 'You are subscribed', 'Invalid email'];
    for (const [, found, , values] of CLASSES) {
      for (const value of values) {
        const { bugIndex, message } = evaluate(newsletter, { first: value }, 'en');
        if (bugIndex !== undefined) expect(message).toBe(wrongAnswers[bugIndex - 1]);
        expect(bugIndex === undefined).toBe('caseIndex' in found);
      }
    }
  });

  it('labels the misplaced dots by the partition they form, as the domain’s dot is', () => {
    expect(newsletter.bugs[1]?.technique).toBe('equivalencePartitioning');
    expect(newsletter.cases[9]?.technique).toBe('equivalencePartitioning');
  });
});
