import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';
import { chosenChallenges } from './class-challenges';
import type { ClassRow } from './classroom-repository';
import type { ClassChallenge } from './term-finds';

/** The class's chosen challenges, in catalogue order, each with its cases and bugs: what its trainer's figures count. */
export const classFindings = (row: Pick<ClassRow, 'challenges'>): ClassChallenge[] =>
  chosenChallenges(row).flatMap(({ storeName }) => {
    const definition = REGISTERED_BY_STORE_NAME.get(storeName)?.definition;
    return definition ? [{ storeName, cases: definition.cases, bugs: definition.bugs }] : [];
  });
