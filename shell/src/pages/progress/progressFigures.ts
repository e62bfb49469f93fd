import { learnerInputsOf } from '@qa/shared/learner-inputs';
import {
  CHALLENGE_GROUPS,
  CHALLENGES,
  storeName,
  type ChallengeEntry,
  type ChallengeGroup,
} from '@qa/shared';
import {
  INPUT_CLASSES,
  submissionCount,
  TECHNIQUE_KEYS,
  type ChallengeRecord,
  type ChallengeTotals,
  type InputClass,
  type ProgressSummary,
  type StoredTestRun,
  type Technique,
} from '@qa/shared/progress';
import { bugReportFiguresOf, type BugReportFigure } from './bugReportFigures';

/**
 * The progress page's figures, computed from three things: every challenge's public totals by
 * technique, the techniques the server confirmed for this learner's finds, and the browser's own record
 * (submissions, input classes, best test-design runs and bug reports). Pure, so every figure is tested without a page.
 */

export interface GroupFigure {
  type: ChallengeGroup;
  casesFound: number;
  cases: number;
  bugsFound: number;
  bugs: number;
}

export interface TechniqueFigure {
  technique: Technique;
  found: number;
  /** Cases and bugs of this technique in the challenges the learner has opened. */
  total: number;
  /** How many of those challenges have this technique. */
  challenges: number;
}

export interface WeakSpot extends TechniqueFigure {
  /** The challenge with the most still-hidden items of this technique. */
  train: ChallengeEntry;
}

/** How purposeful the testing looks: submissions per find. */
export type Verdict = 'intent' | 'fair' | 'trialAndError' | 'early';

export interface EfficiencyFigure {
  challenge: ChallengeEntry;
  submissions: number;
  found: number;
  /** Its number of cases and bugs: the submissions a tester needs if every one finds something. */
  par: number;
  /** Undefined until something is found. */
  perFind?: number;
  verdict: Verdict;
}

export interface InputClassFigure {
  challenge: ChallengeEntry;
  tried: InputClass[];
  untried: InputClass[];
}

/** A challenge's best test-design run: the bug variants its table caught. */
export interface DesignFigure {
  challenge: ChallengeEntry;
  caught: number;
  total: number;
  score: number;
}

/** The technique whose bug variants the learner's best tables miss most often. */
export interface DesignWeakSpot {
  technique: Technique;
  /** Bug variants of this technique missed, over every best run. */
  missed: number;
  /** The best runs that missed at least one of them. */
  challenges: number;
}

export interface ProgressFigures {
  groups: GroupFigure[];
  techniques: TechniqueFigure[];
  weakSpots: WeakSpot[];
  efficiency: EfficiencyFigure[];
  inputClasses: InputClassFigure[];
  /** Only the challenges with a best run, in the list's order. */
  designs: DesignFigure[];
  /** Undefined when there is no run, or the best runs missed nothing. */
  designWeakSpot?: DesignWeakSpot;
  /** Only the challenges with a kept bug report, in the list's order. */
  bugReports: BugReportFigure[];
  /** Nothing opened yet: the page invites a first challenge instead of empty charts. */
  empty: boolean;
}

/** Submissions per find at or under which testing looks deliberate, and over which it looks like guessing. */
export const INTENT_PER_FIND = 2;
export const TRIAL_PER_FIND = 4;
/** The weak spots shown: the few that matter most, not every technique. */
export const MAX_WEAK_SPOTS = 3;
/**
 * A technique is weak when the learner found under this share of its cases and bugs in the challenges they
 * opened (percent), and only once those hold at least WEAK_MIN_ITEMS: one or two misses say too little.
 */
export const WEAK_BELOW_PERCENT = 60;
export const WEAK_MIN_ITEMS = 3;

/** A catalogue challenge with its totals. */
interface Known {
  entry: ChallengeEntry;
  totals: ChallengeTotals;
}

const countKind = (found: Record<string, Technique> | undefined, kind: 'case' | 'bug') =>
  Object.keys(found ?? {}).filter((key) => key.startsWith(`${kind}_`)).length;

const techniqueTotal = (totals: ChallengeTotals, technique: Technique) => {
  const count = totals.techniques[technique];
  return count ? count.cases + count.bugs : 0;
};

const foundOfTechnique = (found: Record<string, Technique> | undefined, technique: Technique) =>
  Object.values(found ?? {}).filter((value) => value === technique).length;

export const verdictOf = (submissions: number, found: number, par: number): Verdict => {
  if (found === 0) return submissions >= par * TRIAL_PER_FIND ? 'trialAndError' : 'early';
  const perFind = submissions / found;
  if (perFind <= INTENT_PER_FIND) return 'intent';
  return perFind <= TRIAL_PER_FIND ? 'fair' : 'trialAndError';
};

const groupFigures = (known: readonly Known[], found: ProgressSummary['found']) =>
  CHALLENGE_GROUPS.map((type): GroupFigure => {
    const figure = { type, casesFound: 0, cases: 0, bugsFound: 0, bugs: 0 };
    for (const { entry, totals: challenge } of known) {
      if (entry.group !== type) continue;
      figure.cases += challenge.cases;
      figure.bugs += challenge.bugs;
      figure.casesFound += countKind(found[challenge.storeName], 'case');
      figure.bugsFound += countKind(found[challenge.storeName], 'bug');
    }
    return figure;
  }).filter((figure) => figure.cases + figure.bugs > 0);

const techniqueFigures = (opened: readonly Known[], found: ProgressSummary['found']): TechniqueFigure[] =>
  TECHNIQUE_KEYS.map((technique) => {
    const withIt = opened
      .map(({ totals }) => totals)
      .filter((challenge) => techniqueTotal(challenge, technique) > 0);
    return {
      technique,
      found: withIt.reduce(
        (sum, challenge) => sum + foundOfTechnique(found[challenge.storeName], technique),
        0,
      ),
      total: withIt.reduce((sum, challenge) => sum + techniqueTotal(challenge, technique), 0),
      challenges: withIt.length,
    };
  }).filter((figure) => figure.total > 0);

/** The challenge with the most items of the technique still to find; a tie goes to the earlier in the list. */
const bestToTrain = (
  technique: Technique,
  known: readonly Known[],
  found: ProgressSummary['found'],
): ChallengeEntry | undefined => {
  let best: { entry: ChallengeEntry; left: number } | undefined;
  for (const { entry, totals: challenge } of known) {
    const left =
      techniqueTotal(challenge, technique) - foundOfTechnique(found[challenge.storeName], technique);
    if (left > 0 && (!best || left > best.left)) best = { entry, left };
  }
  return best?.entry;
};

/** Clearly weak: enough of the technique met to judge, and well under most of it found. */
export const isWeak = ({ found, total }: Pick<TechniqueFigure, 'found' | 'total'>): boolean =>
  total >= WEAK_MIN_ITEMS && found * 100 < total * WEAK_BELOW_PERCENT;

const weakSpotsOf = (
  techniques: readonly TechniqueFigure[],
  known: readonly Known[],
  found: ProgressSummary['found'],
): WeakSpot[] =>
  techniques
    .filter(isWeak)
    .sort((a, b) => a.found / a.total - b.found / b.total || b.total - a.total)
    .flatMap((figure) => {
      const train = bestToTrain(figure.technique, known, found);
      return train ? [{ ...figure, train }] : [];
    })
    .slice(0, MAX_WEAK_SPOTS);

/**
 * The technique missed most often over the best runs: most bug variants missed, then in the most challenges, then
 * the technique listed first.
 */
export const designWeakSpotOf = (runs: readonly StoredTestRun[]): DesignWeakSpot | undefined => {
  const spots = TECHNIQUE_KEYS.map((technique): DesignWeakSpot => {
    const misses = runs.map((run) => run.missed.filter((missed) => missed === technique).length);
    return {
      technique,
      missed: misses.reduce((sum, count) => sum + count, 0),
      challenges: misses.filter((count) => count > 0).length,
    };
  }).filter((spot) => spot.missed > 0);
  // A stable sort: a full tie keeps the techniques' own order.
  return [...spots].sort((a, b) => b.missed - a.missed || b.challenges - a.challenges)[0];
};

/** Every figure of the page; `records` are the browser's challenges (`readLocalChallenges`). */
export const progressFigures = (
  totals: readonly ChallengeTotals[],
  found: ProgressSummary['found'],
  records: Readonly<Record<string, ChallengeRecord>>,
): ProgressFigures => {
  // In the list's order; a challenge the server does not know (an older remote's) is left out.
  const byName = new Map(totals.map((challenge) => [challenge.storeName, challenge]));
  const known = CHALLENGES.flatMap((entry): Known[] => {
    const challenge = byName.get(storeName(entry));
    return challenge ? [{ entry, totals: challenge }] : [];
  });
  // Opened: the learner has submitted something there or has a find (a record exists only then).
  const opened = known.filter(
    ({ totals: challenge }) => records[challenge.storeName] || found[challenge.storeName],
  );
  const techniques = techniqueFigures(opened, found);
  const efficiency: EfficiencyFigure[] = [];
  const inputClasses: InputClassFigure[] = [];
  const designs: DesignFigure[] = [];
  const runs: StoredTestRun[] = [];
  for (const { entry, totals: challenge } of opened) {
    const record = records[challenge.storeName];
    if (record?.testDesign) {
      const { variantsCaught, variantsTotal, score } = record.testDesign;
      designs.push({ challenge: entry, caught: variantsCaught, total: variantsTotal, score });
      runs.push(record.testDesign);
    }
    const submissions = record ? submissionCount(record) : 0;
    const foundHere = Object.keys(found[challenge.storeName] ?? {}).length;
    const par = challenge.cases + challenge.bugs;
    if (submissions > 0) {
      efficiency.push({
        challenge: entry,
        submissions,
        found: foundHere,
        par,
        perFind: foundHere > 0 ? submissions / foundHere : undefined,
        verdict: verdictOf(submissions, foundHere, par),
      });
    }
    // A challenge where the learner types nothing (the hotel's dropdowns) has no classes to try; what older
    // records credited it with came from the app's own values.
    const chooses = Object.keys(learnerInputsOf(entry)).length > 0;
    const tried = new Set(record?.inputClasses ?? []);
    if (chooses && (submissions > 0 || tried.size > 0)) {
      inputClasses.push({
        challenge: entry,
        tried: INPUT_CLASSES.filter((name) => tried.has(name)),
        untried: INPUT_CLASSES.filter((name) => !tried.has(name)),
      });
    }
  }
  return {
    groups: groupFigures(known, found),
    techniques,
    weakSpots: weakSpotsOf(techniques, known, found),
    efficiency,
    inputClasses,
    designs,
    designWeakSpot: designWeakSpotOf(runs),
    bugReports: bugReportFiguresOf(
      opened.map(({ entry }) => entry),
      records,
    ),
    empty: opened.length === 0,
  };
};
