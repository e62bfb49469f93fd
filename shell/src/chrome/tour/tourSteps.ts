import type { ChallengeEntry } from '@qa/shared';
import { isReportedChallenge } from '@qa/shared/bug-reports';
import { isDesignedChallenge } from '@qa/shared/test-design';
import type { Step } from 'react-joyride';

/**
 * Whether a challenge's page shows a stop's target: always (true), never (false), or where the page has one
 * ('ifShown', for what no catalogue fact tells).
 */
type Shows = boolean | 'ifShown';

/** Generator and gherkin pages build cases in their own form instead of the challenge's fields. */
const isBuilder = ({ group }: ChallengeEntry): boolean => group === 'generator' || group === 'gherkin';

/** The functional challenges show their own app instead of a form (SPEC §2). */
const hasOwnApp = ({ group }: ChallengeEntry): boolean => group === 'functional';

/**
 * The challenges with planted bugs, whose bug list shows once the API has said how many: each can be reported,
 * and the API's checks hold a report spec to each planted bug.
 */
const hasPlantedBugs = ({ key }: ChallengeEntry): boolean => isReportedChallenge(key);

/** The page offers a test design where the API has one, never beside an app of its own (ChallengeLayout). */
const offersTestDesign = (challenge: ChallengeEntry): boolean =>
  !hasOwnApp(challenge) && isDesignedChallenge(challenge.key);

const hasTesterTools = (challenge: ChallengeEntry): boolean =>
  offersTestDesign(challenge) || hasPlantedBugs(challenge);

/**
 * The tour's stops in order (SPEC §2 "Challenge page"): the text key, the `data-tour` value the page kit puts on
 * its target, and which pages show it.
 */
const STOPS: readonly { key: string; target: string; shows: (challenge: ChallengeEntry) => Shows }[] = [
  { key: 'description', target: 'description', shows: () => true },
  { key: 'questionMark', target: 'question-mark', shows: () => true },
  // A video is a challenge text's (SPEC §3), which the catalogue does not know of.
  { key: 'videoLink', target: 'video-link', shows: () => 'ifShown' },
  { key: 'testCases', target: 'test-cases', shows: () => true },
  { key: 'bugs', target: 'bugs', shows: hasPlantedBugs },
  { key: 'form', target: 'form', shows: (challenge) => !isBuilder(challenge) && !hasOwnApp(challenge) },
  { key: 'generatorForm', target: 'generator-form', shows: isBuilder },
  { key: 'testDesign', target: 'test-design', shows: offersTestDesign },
  { key: 'bugReport', target: 'bug-report', shows: hasPlantedBugs },
  // The timed interview puts the same tools to use, so it is told of where they are.
  { key: 'interview', target: 'tester-tools', shows: hasTesterTools },
];

export const tourTarget = (name: string): string => `[data-tour="${name}"]`;

/** The tour starts once the remote page has rendered this one. */
export const TOUR_START_TARGET = tourTarget('description');

/**
 * How long the tour waits, once the page has rendered, for the rest of the targets it expects: the bug list
 * comes with the API's answer and the generator form with a chunk of its own.
 */
export const TOUR_TARGET_WAIT_MS = 10_000;

export interface TourStop {
  /** The text key, `steps.{key}` of the tour's texts, and the step's id. */
  key: string;
  /** A selector. */
  target: string;
  /** The page should show it: missing or hidden, it is a defect and said in the console. */
  expected: boolean;
}

/** The stops a challenge's page has or may have; a stop its page never shows is not among them. */
export const tourStops = (challenge: ChallengeEntry): TourStop[] =>
  STOPS.flatMap(({ key, target, shows }) => {
    const expected = shows(challenge);
    return expected === false ? [] : [{ key, target: tourTarget(target), expected: expected === true }];
  });

/** Plain strings, not elements: react-joyride compares steps deeply on every render. */
export const tourSteps = (stops: readonly TourStop[], t: (key: string) => string): Step[] =>
  stops.map(({ key, target }) => ({
    id: key,
    target,
    title: t(`steps.${key}.title`),
    content: t(`steps.${key}.text`),
  }));
