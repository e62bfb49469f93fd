import { isReportedChallenge } from '@qa/shared/bug-reports';
import { isDesignedChallenge } from '@qa/shared/test-design';
import { reproducingStep } from '../bug-reports/bug-report';
import { familyOf } from '../interview/families';
import { familyChecks } from '../interview/family-checks';
import type { TestDesign } from '../test-design/test-design';
import type { ChallengeDefinition, FieldValues } from './engine/definition';
import { reachability } from './engine/reachability';
import { PARTS, type PartName } from './parts';
import type { PartState, RegisteredChallenge } from './registry';

/**
 * What `pnpm check:challenge` finds in each part of one challenge, so that a trainer who adds a part sees at once
 * what it lacks. Each check is one a reviewer would make first; the challenge's own tests go further.
 */
export interface PartCheck {
  name: string;
  passed: boolean;
  /** What failed, named: the examples not reached, the faults no example shows. */
  detail?: string;
}

export interface PartReport {
  part: PartName;
  state: PartState;
  checks: PartCheck[];
}

const check = (name: string, failures: readonly string[]): PartCheck =>
  failures.length === 0 ? { name, passed: true } : { name, passed: false, detail: failures.join(', ') };

/** Every example of the expert design's cases and bugs, in order: the input classes a careful tester tries. */
export const expertValues = (definition: ChallengeDefinition): FieldValues[] =>
  [...definition.cases, ...definition.bugs].flatMap(({ examples }) =>
    examples.map(({ first = '', second = '', third = '' }) => ({ first, second, third })),
  );

function rulesChecks(definition: ChallengeDefinition): PartCheck[] {
  const rows = reachability(definition, 'en');
  return [
    check(
      `every example of its ${definition.cases.length} cases and ${definition.bugs.length} bugs finds its finding`,
      rows.filter((row) => !row.reached).map((row) => `${row.kind} ${row.number} ${row.example}`),
    ),
  ];
}

function designChecks(key: string, design: TestDesign, definition: ChallengeDefinition): PartCheck[] {
  const values = expertValues(definition);
  const reference = design.reference.outcomesOf(values);
  const differs = (outcomes: readonly string[]) =>
    outcomes.some((outcome, index) => outcome !== reference[index]);
  const { build2, faults } = design;
  const changed = build2.reference.outcomesOf(values);
  const shipped = build2.shipped.outcomesOf(values);
  return [
    check(
      `each of its ${faults.ids.length} faults is told from the reference by an example of the expert design`,
      faults.ids.filter((_id, index) => !differs(faults.variants[index]?.outcomesOf(values) ?? reference)),
    ),
    check(
      'build 2’s intended change moves the outcome of an example',
      differs(changed) ? [] : ['none moves'],
    ),
    check(
      'build 2’s regression fails an example the change leaves alone',
      shipped.some((outcome, index) => outcome !== changed[index] && changed[index] === reference[index])
        ? []
        : ['none fails'],
    ),
    check(
      'the page offers it (DESIGNED_CHALLENGES in shared/src/testDesign/testDesignApi.ts)',
      isDesignedChallenge(key) ? [] : ['not listed'],
    ),
  ];
}

function reportsChecks({ entry, definition, reports }: RegisteredChallenge): PartCheck[] {
  if (!reports) return [];
  const bugs = definition.bugs.length;
  return [
    check(
      `a spec for each of its ${bugs} planted bugs`,
      reports.bugs.length === bugs ? [] : [`${reports.bugs.length} specs`],
    ),
    check(
      'each model report’s steps reproduce its own bug',
      reports.bugs.flatMap((spec, index) =>
        reproducingStep(reports.replay(spec.model.steps, 'en'))?.bug === index + 1
          ? []
          : [`bug ${index + 1}`],
      ),
    ),
    check(
      'the page offers it (REPORTED_CHALLENGES in shared/src/bugReports/bugReportApi.ts)',
      isReportedChallenge(entry.key) ? [] : ['not listed'],
    ),
  ];
}

function interviewChecks({ entry, design, interview, definition }: RegisteredChallenge): PartCheck[] {
  if (!interview) return [];
  if (!design)
    return [check('the challenge has a test design, whose faults an interview draws', ['no design'])];
  return familyChecks(familyOf(entry, design, interview), design.faults, expertValues(definition)).map(
    ({ name, failures }) => check(name, [...new Set(failures)]),
  );
}

/** Each part's state and, where it is written, what its checks found. */
export function checkParts(challenge: RegisteredChallenge): PartReport[] {
  const { definition, design, parts } = challenge;
  const found: Record<PartName, () => PartCheck[]> = {
    rules: () => rulesChecks(definition),
    design: () => (design ? designChecks(challenge.entry.key, design, definition) : []),
    reports: () => reportsChecks(challenge),
    interview: () => interviewChecks(challenge),
  };
  return PARTS.map((part) => ({
    part,
    state: parts[part],
    checks: parts[part] === 'written' ? found[part]() : [],
  }));
}
