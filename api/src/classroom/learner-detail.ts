import type { Language } from '@qa/shared/catalogue';
import type {
  Assignment,
  LearnerChallenge,
  LearnerDetail,
  LearnerInterview,
  TechniqueMissed,
} from '@qa/shared/classroom';
import { TECHNIQUE_KEYS, type ChallengeRecord, type Technique } from '@qa/shared/progress';
import { attemptsOf, type GridMember, type MemberChallenge, type MemberSession } from './class-grid';
import { keyedFindings, termFinds, type ClassChallenge } from './term-finds';

/** What one member's detail is built from. */
export interface MemberActivity {
  member: GridMember;
  /** The member's stored challenge records. */
  records: readonly MemberChallenge[];
  /** The class's assignments, oldest first. */
  assignments: readonly Assignment[];
  /** The member's sessions of those assignments that are over: finished, or abandoned (as the grid counts them). */
  sessions: readonly MemberSession[];
}

/** Per technique, in the table's order, the counts `count` gives; techniques with nothing to count are left out. */
const byTechnique = <Counts>(
  techniques: readonly Technique[],
  count: (technique: Technique, all: readonly Technique[]) => Counts | undefined,
): (Counts & { technique: Technique })[] =>
  TECHNIQUE_KEYS.flatMap((technique) => {
    const counts = techniques.includes(technique) ? count(technique, techniques) : undefined;
    return counts ? [{ technique, ...counts }] : [];
  });

/**
 * The cases and bugs the member has not found in the term, counted by technique and, where the expert design finds
 * one, the field they live in (its label in `language`): never which they are, nor their texts or examples (the
 * rules they hide stay hidden from whoever the trainer shows the page to). Within a technique, the fields as the
 * challenge's findings first name them, then what lives in several fields together.
 */
const missedOf = (
  challenge: ClassChallenge,
  found: ReadonlySet<string>,
  language: Language,
): TechniqueMissed[] => {
  const missed = keyedFindings(challenge).filter(({ key }) => !found.has(key));
  return TECHNIQUE_KEYS.flatMap((technique) => {
    const ofTechnique = missed.filter(({ finding }) => finding.technique === technique);
    const fields = [...new Set(ofTechnique.map(({ finding }) => finding.field?.[language]))].sort(
      (a, b) => (a === undefined ? 1 : 0) - (b === undefined ? 1 : 0),
    );
    return fields.map((field) => {
      const inField = ofTechnique.filter(({ finding }) => finding.field?.[language] === field);
      const count = (kind: 'case' | 'bug') => inField.filter(({ key }) => key.startsWith(`${kind}_`)).length;
      return { technique, ...(field !== undefined && { field }), cases: count('case'), bugs: count('bug') };
    });
  });
};

/**
 * The best test-design run as it stands (a run only ever gets better): its bug variants missed by technique, as the
 * learner's own result names them; the run keeps no more of them.
 */
const designOf = (run: ChallengeRecord['testDesign'] | null | undefined): LearnerChallenge['design'] =>
  run
    ? {
        caught: run.variantsCaught,
        total: run.variantsTotal,
        score: run.score,
        missed: byTechnique(run.missed, (technique, all) => ({
          variants: all.filter((other) => other === technique).length,
        })),
      }
    : null;

/** The best report of each planted bug, by bug number, as kept: its fields, how many steps, its score. */
const reportsOf = (reports: ChallengeRecord['bugReports'] | null | undefined): LearnerChallenge['reports'] =>
  [...(reports ?? [])]
    .sort((a, b) => a.bug - b.bug)
    .map(({ bug, title, severity, priority, expected, actual, steps, score }) => ({
      bug,
      title: title.trim(),
      severity,
      priority,
      expected,
      actual,
      steps: steps.length,
      score,
    }));

/**
 * Per assignment, the best finished session, how many were finished and how many were left to run out, as the grid
 * counts them: none of an assignment they have no session of.
 */
const interviewsOf = (
  assignments: readonly Assignment[],
  sessions: readonly MemberSession[],
): LearnerInterview[] => {
  const counted = attemptsOf(sessions);
  return assignments.map((assignment) => {
    const { attempts = 0, abandoned = 0, best = null } = counted[assignment.id] ?? {};
    return {
      assignment,
      best: best && { total: best.total, finishedAt: best.finishedAt.toISOString() },
      finished: attempts,
      abandoned,
    };
  });
};

/**
 * One member's detail for the class's trainer, per challenge of the class: what they found in the term, each case
 * or bug as their own page names it (its technique, and its text in `language`); what they have not, counted by
 * technique; their best test-design run and bug reports as they stand; and per assignment their sessions.
 */
export const learnerDetail = (
  className: string,
  challenges: readonly ClassChallenge[],
  { member, records, assignments, sessions }: MemberActivity,
  language: Language,
): LearnerDetail => {
  const finds = termFinds(member, records);
  return {
    memberId: member.id,
    name: member.name,
    joinedAt: member.joinedAt.toISOString(),
    className,
    challenges: challenges.map((challenge): LearnerChallenge => {
      const found = finds.get(challenge.storeName) ?? new Set<string>();
      const record = records.find(
        (own) => own.learner === member.learner && own.storeName === challenge.storeName,
      );
      return {
        storeName: challenge.storeName,
        total: challenge.cases.length + challenge.bugs.length,
        found: keyedFindings(challenge)
          .filter(({ key }) => found.has(key))
          .map(({ key, finding }) => ({ key, technique: finding.technique, text: finding.text[language] })),
        missed: missedOf(challenge, found, language),
        design: designOf(record?.testDesign),
        reports: reportsOf(record?.bugReports),
      };
    }),
    interviews: interviewsOf(assignments, sessions),
  };
};
