import { LANGUAGES } from '@qa/shared/catalogue';
import type { BugDefinition, LearnDefinition } from '../../../src/challenges/engine/definition';
import { evaluateBatch } from '../../../src/challenges/engine/evaluate';
import { reachability } from '../../../src/challenges/engine/reachability';
import { REGISTERED_CHALLENGES } from '../../../src/challenges/registry';
import { hiddenWithBugs, twoCases, twoSteps } from './fixtures';

describe('reachability of every registered challenge', () => {
  // A regression test as well: a rule change that strands an example fails here, naming the row.
  it.each(REGISTERED_CHALLENGES.map(({ entry, definition }) => ({ key: entry.key, definition })))(
    '$key reaches every case and bug with every value of its class',
    ({ definition }) => {
      const rows = reachability(definition);
      const named = (kind: string, findings: readonly { examples: readonly unknown[] }[]) =>
        findings.flatMap(({ examples }, index) =>
          examples.map((_, example) => `${kind} ${index + 1}, value ${example + 1}`),
        );
      expect(
        rows.map(({ kind, number, exampleNumber }) => `${kind} ${number}, value ${exampleNumber}`),
      ).toEqual([...named('case', definition.cases), ...named('bug', definition.bugs)]);
      expect(rows.filter((row) => !row.reached)).toEqual([]);
    },
  );

  it.each(REGISTERED_CHALLENGES.map(({ entry, definition }) => ({ key: entry.key, definition })))(
    '$key answers every value of every case and bug in every language',
    ({ definition }) => {
      const unanswered = LANGUAGES.flatMap((language) => {
        const rows = reachability(definition, language);
        const answers = evaluateBatch(
          definition,
          rows.map(({ payload }) => payload),
          language,
        );
        return rows.flatMap((row, index) => {
          const name = `${language}: ${row.kind} ${row.number}, value ${row.exampleNumber}`;
          if (!row.reached) return [`${name} ${row.outcome}`];
          return /\S/.test(answers[index]?.message ?? '') ? [] : [`${name} has no answer`];
        });
      });
      expect(unanswered).toEqual([]);
    },
  );
});

/** The row of one value of one case or bug. */
const rowOf = (
  rows: ReturnType<typeof reachability>,
  kind: 'case' | 'bug',
  number: number,
  exampleNumber = 1,
) => rows.find((row) => row.kind === kind && row.number === number && row.exampleNumber === exampleNumber);

describe('reachability', () => {
  it('names each row as the page does and shows the example the form would send', () => {
    expect(rowOf(reachability(hiddenWithBugs), 'bug', 1)).toStrictEqual({
      kind: 'bug',
      number: 1,
      exampleNumber: 1,
      technique: 'boundaryValues',
      text: 'Boundary value analysis: a negative number is accepted',
      example: '"-1", "p", "s"',
      payload: { first: '-1', second: 'p', third: 's' },
      reached: true,
      outcome: 'found case 1 and bug 1',
    });
  });

  it('reports a case whose example finds an earlier case as NOT reached', () => {
    // 'a' in the text field also matches case 1, which comes first in the list.
    const [, second] = twoCases.cases;
    const broken = {
      ...twoCases,
      cases: [
        twoCases.cases[0]!,
        {
          ...second!,
          examples: [
            { first: 'a', second: 'y' },
            { first: 'a', second: 'z' },
          ] as const,
        },
      ],
    };
    const rows = reachability(broken);
    expect(rows.map(({ reached }) => reached)).toEqual([true, true, false, false]);
    expect(rowOf(rows, 'case', 2)).toMatchObject({ outcome: 'found case 1' });
  });

  it('reports a bug whose example finds no bug as NOT reached', () => {
    const [negative] = hiddenWithBugs.bugs;
    const broken = {
      ...hiddenWithBugs,
      bugs: [
        {
          ...negative!,
          examples: [
            { first: '1', second: 'p', third: 's' },
            { first: '2', second: 'p', third: 's' },
          ] as const,
        },
      ],
    };
    expect(rowOf(reachability(broken), 'bug', 1)).toMatchObject({ reached: false, outcome: 'found case 1' });
  });

  it("reports an example the route's schema refuses (an option the dropdown lacks) as NOT reached", () => {
    const [number] = hiddenWithBugs.cases;
    const broken = {
      ...hiddenWithBugs,
      cases: [
        {
          ...number!,
          examples: [
            { first: '5', second: 'z', third: 's' },
            { first: '6', second: 'z', third: 's' },
          ] as const,
        },
      ],
    };
    expect(reachability(broken)[0]).toMatchObject({
      reached: false,
      outcome: "the route's schema rejects this body",
    });
  });

  it('judges a learn case at its own step, so an example that follows another step is NOT reached', () => {
    const [first, second] = twoSteps.cases;
    const swapped: LearnDefinition = {
      ...twoSteps,
      cases: [first!, { ...second!, examples: first!.examples }],
    };
    const rows = reachability(swapped);
    expect(rows.map(({ reached }) => reached)).toEqual([true, true, false, false]);
    expect(rowOf(rows, 'case', 2)).toMatchObject({
      example: '"a", "anything" (step 2)',
      outcome: expect.stringMatching(/^found nothing/),
    });
  });

  it('judges a learn bug at the first step its values follow, and reports one no step accepts', () => {
    const bug = (first: string): BugDefinition => ({
      technique: 'errorGuessing',
      text: { en: `bug ${first}`, ua: 'ua', ru: 'ru', pl: 'pl' },
      matches: (values) => values.first === first,
      examples: [
        { first, second: 'c' },
        { first, second: 'd' },
      ],
    });
    const withBugs: LearnDefinition = { ...twoSteps, bugs: [bug('b'), bug('z')] };
    const rows = reachability(withBugs);
    const [followed, stranded] = [rowOf(rows, 'bug', 1), rowOf(rows, 'bug', 2)];
    expect(followed).toMatchObject({ reached: true, payload: { first: 'b', second: 'c', caseNumber: 2 } });
    expect(stranded).toMatchObject({ reached: false, outcome: 'no learn step accepts these values' });
  });

  it('sends the empty word for a blank field, as the browser does', () => {
    const [, second] = twoCases.cases;
    const blank = {
      ...twoCases,
      cases: [{ ...second!, examples: [{ second: 'y' }, { first: '  ', second: 'y' }] as const }],
    };
    expect(reachability(blank)[0]).toMatchObject({
      example: '(empty), "y"',
      payload: { first: 'empty', second: 'y' },
      reached: true,
    });
  });
});
