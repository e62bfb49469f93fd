import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';
import { chosenChallenges } from './class-challenges';
import type { ClassRow } from './classroom-repository';
import type { ClassLabel } from '../test-design/expert-classes';
import type { ClassChallenge, ClassFinding } from './term-finds';

/**
 * The class's chosen challenges, in catalogue order, each with its cases and bugs: what its trainer's figures count.
 * Where the challenge's test design names the field a case or bug lives in, and its interview labels the fields,
 * the finding carries that label.
 */
export const classFindings = (row: Pick<ClassRow, 'challenges'>): ClassChallenge[] =>
  chosenChallenges(row).flatMap(({ storeName }) => {
    const registered = REGISTERED_BY_STORE_NAME.get(storeName);
    if (!registered) return [];
    const { definition, design, interview } = registered;
    const labelled =
      (fields: readonly (ClassLabel | undefined)[] = []) =>
      (finding: ClassFinding, index: number): ClassFinding => {
        const slot = fields[index]?.field;
        const field = slot && interview?.labels[slot];
        return field ? { ...finding, field } : finding;
      };
    return [
      {
        storeName,
        cases: definition.cases.map(labelled(design?.classLabels.cases)),
        bugs: definition.bugs.map(labelled(design?.classLabels.bugs)),
      },
    ];
  });
