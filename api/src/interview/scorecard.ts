import type { Language } from '@qa/shared/catalogue';
import { CRITERIA } from '@qa/shared/bug-reports/schema';
import type { Scorecard } from '@qa/shared/interview/schema';
import { TECHNIQUE_KEYS } from '@qa/shared/progress';
import type { TestRunResult } from '@qa/shared/test-design/schema';
import type { CriterionName } from '../bug-reports/bug-report';
import { TECHNIQUES, type Technique } from '../challenges/engine/techniques';
import type { Localized } from '../i18n/localized';
import type { InterviewFamily } from './families';
import { inEveryLanguage } from '../i18n/localized';
import { WRONG_EXPECTATION_COST } from '../test-design/test-design';
import {
  BUGS,
  CASES,
  duration,
  FAILED_CRITERION,
  FALSE_MARKS,
  WRONG_EXPECTATIONS,
  NOTHING_TO_PRACTISE,
  REPORT,
  TIME,
  VARIANTS,
} from './scorecard-texts';

/** The best graded report of a session: its score, whether it is of a worst drawn bug, the criteria it failed. */
export interface ScoredReport {
  score: number;
  mostSevere: boolean;
  /** The names of the criteria it failed, in the grade's order. */
  failed: readonly string[];
}

/** What a session did, as the scorecard reads it. */
export interface ScorecardInput {
  family: InterviewFamily;
  /** The drawn faults; bug n is the n-th. */
  drawn: readonly string[];
  /** The drawn bugs (1-based) the learner marked in the session's log or reported. */
  found: readonly number[];
  /** How many answers the learner marked as bugs that meet the requirements. */
  falseMarks: number;
  /** The last test-table run, or null where none was run. */
  tableRun: TestRunResult | null;
  report: ScoredReport | null;
  startedAt: Date;
  finishedAt: Date;
  secondsAllowed: number;
}

type Line = Scorecard['lines'][number];

/** The share of a report's score that counts where it is not of the most severe bug drawn. */
export const NOT_MOST_SEVERE_SHARE = 0.8;

/**
 * What the total is made of (decision 0060): the test table's score (which already costs every wrong expectation),
 * the bugs marked or reported, and the report. Finding and reporting weigh most, as an interviewer weighs them:
 * neither can be had by sending generic values without reading the requirements. Time is shown, not scored.
 */
export const TOTAL_WEIGHTS = { table: 30, bugs: 35, report: 35 } as const;

/** The technique most of these belong to; a tie goes to the one TECHNIQUES lists first. */
const mostCommon = (techniques: readonly Technique[]): Technique | undefined => {
  const counts = TECHNIQUE_KEYS.map((key) => techniques.filter((technique) => technique === key).length);
  const best = Math.max(0, ...counts);
  return best === 0 ? undefined : TECHNIQUE_KEYS[counts.indexOf(best)];
};

/** The techniques of the expert design's cases by number. */
const caseTechniques = (family: InterviewFamily, numbers: readonly number[]): Technique[] =>
  numbers.flatMap((number) => family.design.classLabels.cases[number - 1]?.technique ?? []);

/** The technique of each of these faults. */
const faultTechniques = (family: InterviewFamily, faults: readonly string[]): Technique[] =>
  faults.flatMap((fault) => {
    const variant = family.faults.variants[family.faults.ids.indexOf(fault)];
    return variant ? [variant.technique] : [];
  });

/** A line with its texts in the request language. */
const line = (
  name: Line['name'],
  value: number,
  of: number,
  reason: Localized,
  practise: Localized,
  language: Language,
): Line => ({ name, value, of, reason: reason[language], practise: practise[language] });

const isCriterion = (name: string): name is CriterionName => (CRITERIA as readonly string[]).includes(name);

const reportLine = (report: ScoredReport | null, title: string, language: Language): Line => {
  if (!report) return line('reportQuality', 0, 100, REPORT.none, REPORT.practise(title), language);
  const { score, mostSevere, failed } = report;
  const first = failed.find(isCriterion);
  // A grade with no criteria is one whose steps reproduced no planted bug: there is no bug to weigh either.
  const reproducesNothing = score === 0 && failed.length === 0;
  const why = [
    reproducesNothing ? REPORT.reproducesNothing[language] : undefined,
    first && FAILED_CRITERION[first][language],
    mostSevere || reproducesNothing ? undefined : REPORT.notMostSevere[language],
  ].filter((part): part is string => part !== undefined);
  const reason =
    why.length === 0 ? REPORT.best[language] : `${REPORT.scored(score)[language]}: ${why.join('; ')}.`;
  const practise =
    score < 100 ? REPORT.practise(title) : mostSevere ? NOTHING_TO_PRACTISE : REPORT.practiseSeverity(title);
  return { name: 'reportQuality', value: score, of: 100, reason, practise: practise[language] };
};

/** The time from start to finish in whole seconds, never beyond the session's length. */
const secondsUsed = ({ startedAt, finishedAt, secondsAllowed }: ScorecardInput): number =>
  Math.min(secondsAllowed, Math.max(0, Math.floor((finishedAt.getTime() - startedAt.getTime()) / 1000)));

const ratio = (value: number, of: number): number => (of > 0 ? Math.min(1, value / of) : 0);

/** Two sentences as one reason, in each language. */
const joined = (first: Localized, second: Localized): Localized =>
  inEveryLanguage((language) => `${first[language]} ${second[language]}`);

/**
 * A finished session's scorecard, but for its percentile (which needs the family's other sessions): each line with
 * its figure, why, and what to practise next, in the request language. The total weighs the table's score, the bugs
 * found and the report's score (of which a report of a bug that is not the most severe counts NOT_MOST_SEVERE_SHARE)
 * by TOTAL_WEIGHTS; time is shown, not scored.
 */
export function scorecardOf(
  input: ScorecardInput,
  language: Language,
): Omit<Scorecard, 'percentile' | 'family' | 'verified'> {
  const { family, drawn, tableRun, report } = input;
  const title = family.name[language];
  // Undefined only where nothing was missed: the line is full and its texts name no technique.
  const named = (technique: Technique | undefined) =>
    TECHNIQUES[technique ?? 'equivalencePartitioning'][language];

  const casesOf = family.design.classLabels.cases.length;
  const uncovered = tableRun
    ? tableRun.uncoveredClasses.cases
    : Array.from({ length: casesOf }, (_, index) => index + 1);
  const casesValue = casesOf - uncovered.length;
  const casesTechnique = named(mostCommon(caseTechniques(family, uncovered)));
  const cases = line(
    'casesCovered',
    casesValue,
    casesOf,
    (!tableRun ? CASES.noRun : uncovered.length === 0 ? CASES.all : CASES.some)(
      casesValue,
      casesOf,
      casesTechnique,
    ),
    uncovered.length === 0 ? NOTHING_TO_PRACTISE : CASES.practise(casesTechnique, title),
    language,
  );

  const variantsOf = tableRun?.variantsTotal ?? family.faults.ids.length;
  const variantsValue = tableRun?.variantsCaught ?? 0;
  const missed = tableRun
    ? tableRun.missed.map(({ technique }) => technique)
    : faultTechniques(family, family.faults.ids);
  const variantsTechnique = named(mostCommon(missed));
  const variantsFull = variantsValue >= variantsOf;
  const wrong = tableRun?.rows.filter(({ validOnReference }) => !validOnReference).length ?? 0;
  const variantsReason = (!tableRun ? VARIANTS.noRun : variantsFull ? VARIANTS.all : VARIANTS.some)(
    variantsValue,
    variantsOf,
    variantsTechnique,
  );
  const variants = line(
    'variantsCaught',
    variantsValue,
    variantsOf,
    wrong > 0 ? joined(variantsReason, WRONG_EXPECTATIONS(wrong, WRONG_EXPECTATION_COST)) : variantsReason,
    variantsFull ? NOTHING_TO_PRACTISE : VARIANTS.practise(variantsTechnique, title),
    language,
  );

  const foundNumbers = new Set(
    input.found.filter((bug) => Number.isInteger(bug) && bug >= 1 && bug <= drawn.length),
  );
  // A mark on an answer that meets the requirements cancels a bug found: marking every answer earns nothing.
  const bugsValue = Math.max(0, foundNumbers.size - input.falseMarks);
  const bugsTechnique = named(
    mostCommon(
      faultTechniques(
        family,
        drawn.filter((_fault, index) => !foundNumbers.has(index + 1)),
      ),
    ),
  );
  const bugsFull = bugsValue >= drawn.length;
  const bugsReason = (bugsFull ? BUGS.all : bugsValue === 0 ? BUGS.none : BUGS.some)(
    bugsValue,
    drawn.length,
    bugsTechnique,
  );
  const bugs = line(
    'bugsFound',
    bugsValue,
    drawn.length,
    input.falseMarks > 0 ? joined(bugsReason, FALSE_MARKS(input.falseMarks)) : bugsReason,
    bugsFull ? NOTHING_TO_PRACTISE : BUGS.practise(bugsTechnique, title),
    language,
  );

  const used = secondsUsed(input);
  const allowed = duration(input.secondsAllowed)[language];
  const ranOut = used >= input.secondsAllowed;
  const time = line(
    'timeUsed',
    used,
    input.secondsAllowed,
    ranOut ? TIME.ranOut(allowed) : TIME.used(duration(used)[language], allowed),
    ranOut ? TIME.practise : NOTHING_TO_PRACTISE,
    language,
  );

  const reportShare = report ? (report.score / 100) * (report.mostSevere ? 1 : NOT_MOST_SEVERE_SHARE) : 0;
  const total = Math.round(
    TOTAL_WEIGHTS.table * ((tableRun?.score ?? 0) / 100) +
      TOTAL_WEIGHTS.bugs * ratio(bugsValue, drawn.length) +
      TOTAL_WEIGHTS.report * reportShare,
  );

  return {
    // The form as the session handed it over; the practice pointers name the catalogue challenge.
    title: family.requirements.title[language],
    startedAt: input.startedAt.toISOString(),
    finishedAt: input.finishedAt.toISOString(),
    lines: [cases, variants, bugs, reportLine(report, title, language), time],
    total,
  };
}
