import type { ChallengeEntry } from '@qa/shared';
import type { ProgressNotice } from '../progress/progressState';

/**
 * How a challenge mode behaves, declared once (SPEC §2 "Challenge page", §4): what the payload carries, which
 * panels show, how found cases are listed and which milestones the page words. Every part of the kit reads
 * the profile of its challenge instead of testing the mode itself.
 */
export interface ModeProfile {
  /** Learn: each submission answers the next step, which it names (caseNumber); a panel shows the steps. */
  guided: boolean;
  /**
   * Generator and gherkin forms: two option inputs and the expected result instead of the challenge's own
   * fields; found cases show as test-case rows or as Given/When/Then scenarios.
   */
  builder?: 'generator' | 'gherkin';
  /** Scripted: every case is listed from the start and checked off when found. */
  publicList: boolean;
  /** What Reset keeps: the public list of learn steps and scripted cases. */
  keepsPublicCasesOnReset: boolean;
  /** Scripted validates cases rather than finding them ('You validated all the cases!'). */
  validatesCases: boolean;
  /** Milestones the mode's own panels already say. */
  hiddenNotices: readonly ProgressNotice[];
  /**
   * API testing: the form's requests go to a real API in the tester's sandbox, named by their tester key, and
   * what their own tools find there counts on the page too.
   */
  sandbox: boolean;
}

const BUILDERS: Partial<Record<string, ModeProfile['builder']>> = {
  generator: 'generator',
  gherkin: 'gherkin',
};

/**
 * The profile of a catalogue entry. The three learn-path introductions (multiplexer, subtraction, plusser) are
 * guided and keep their group's form (DESIGN.md: both readings hold). A group a remote brings (BroughtGroup) behaves
 * as exploratory does: hidden cases found by any input of their class.
 */
export const profileOf = (challenge: ChallengeEntry<string>): ModeProfile => {
  const guided = challenge.learnMode;
  const publicList = challenge.group === 'scripted';
  return {
    guided,
    builder: BUILDERS[challenge.group],
    publicList,
    keepsPublicCasesOnReset: guided || publicList,
    validatesCases: publicList,
    // The learn panel already says that all cases are found.
    hiddenNotices: guided ? ['allCases'] : [],
    sandbox: challenge.group === 'apiTesting',
  };
};
