import { checkParts } from '../../src/challenges/checks';
import { REGISTERED_CHALLENGES, type RegisteredChallenge } from '../../src/challenges/registry';
import { faultList, switchOn } from '../../src/test-design/faults';

const challenge = (key: string): RegisteredChallenge => {
  const found = REGISTERED_CHALLENGES.find(({ entry }) => entry.key === key);
  if (!found) throw new Error(`No challenge ${key}`);
  return found;
};

const failures = (registered: RegisteredChallenge) =>
  checkParts(registered).flatMap(({ part, checks }) =>
    checks.filter(({ passed }) => !passed).map(({ name, detail }) => `${part}: ${name}: ${detail}`),
  );

describe('the checks of each part, as pnpm check:challenge prints them', () => {
  it.each(REGISTERED_CHALLENGES.map((registered) => [registered.entry.key, registered] as const))(
    '%s passes every check of every part it has',
    (_key, registered) => {
      expect(failures(registered)).toEqual([]);
    },
  );

  it('reports each part’s state, and checks only the written ones', () => {
    expect(
      checkParts(challenge('adder')).map(({ part, state, checks }) => [part, state, checks.length]),
    ).toEqual([
      ['rules', 'written', 1],
      ['design', 'none', 0],
      ['reports', 'none', 0],
      ['interview', 'none', 0],
    ]);
    const fresh = {
      ...challenge('calculator'),
      parts: { ...challenge('calculator').parts, design: 'not yet' as const },
    };
    expect(checkParts(fresh).find(({ part }) => part === 'design')).toEqual({
      part: 'design',
      state: 'not yet',
      checks: [],
    });
  });

  it('names a fault no example of the expert design tells from the reference', () => {
    const triangle = challenge('triangle');
    const design = triangle.design!;
    type Switches = { harmless?: boolean };
    const faults = faultList<Switches, string>(
      () => design.reference,
      [switchOn('harmless', 'boundaryValues')],
    );
    const broken = { ...triangle, design: { ...design, faults } };
    expect(failures(broken)).toEqual([
      expect.stringContaining('design: each of its 1 faults is told from the reference'),
      "interview: a pool of more faults than the practice exercise's 1 variants: 1 faults",
      'interview: each fault of the pool told from the reference by an example of the expert design: harmless',
      expect.stringContaining(
        'interview: a report spec for each of its 1 faults, and for no other: harmless has none',
      ),
      'interview: a build of 3 faults that can be drawn: no 3 faults can be on together',
      expect.stringContaining('harmless is in no draw'),
    ]);
    expect(failures(broken)[0]).toMatch(/: harmless$/);
  });

  it('names a planted bug whose model report does not reproduce it, and a design and a report the page does not offer', () => {
    const newsletter = challenge('newsletter');
    const reports = newsletter.reports!;
    const [first, second] = reports.bugs;
    const swapped = { ...reports, bugs: [second!, first!, ...reports.bugs.slice(2)] };
    const broken = { ...newsletter, entry: { ...newsletter.entry, key: 'unlisted' }, reports: swapped };
    expect(failures(broken)).toEqual([
      'design: the page offers it (DESIGNED_CHALLENGES in shared/src/testDesign/testDesignApi.ts): not listed',
      'reports: each model report’s steps reproduce its own bug: bug 1, bug 2',
      'reports: the page offers it (REPORTED_CHALLENGES in shared/src/bugReports/bugReportApi.ts): not listed',
    ]);
  });
});
