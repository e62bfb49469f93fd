import { SEVERITIES, type Severity } from '@qa/shared/bug-reports';
import type { Language } from '@qa/shared/catalogue';
import type { BugReportSpec, ModelReport, Replay, ReportedChallenge } from '../bug-reports/bug-report';
import { normalized } from '../bug-reports/words';
import { inEveryLanguage } from '../i18n/localized';
import type { InterviewFamily } from './families';

const specOf = (family: InterviewFamily, fault: string): BugReportSpec => {
  const spec = family.specs[fault];
  if (!spec) throw new Error(`${family.entry.key}: fault ${fault} has no report spec`);
  return spec;
};

/**
 * The drawn build as a challenge whose bugs can be reported, so that `gradeBugReport` grades a report of it as it
 * grades any other. Steps run on the build with every drawn fault on; a step finds the first drawn fault that,
 * alone, also answers it wrong where the build does (bug n is the n-th drawn fault), and its evidence is the
 * message the form shows, or the pieces of it the build names (`Build.evidence`: an API's status code). The
 * expected result is the reference's message; a model report states what this build answers its step, since
 * another drawn fault may change the answer the fault gives alone. A family's read-only steps (`readsOnly`) are
 * passed on, so a GET confirming a write is not an extra step.
 */
export function interviewReports(family: InterviewFamily, drawn: readonly string[]): ReportedChallenge {
  const { faults, design, shown } = family;
  const build = faults.buildWith(drawn);
  const alone = drawn.map((fault) => faults.buildWith([fault]));
  const specs = drawn.map((fault) => specOf(family, fault));

  const replay: Replay = (steps, language) => {
    const outcomes = build.outcomesOf(steps);
    const shows = shown(build, steps, language);
    const pieces = build.evidence?.(steps, language);
    const expected = design.reference.outcomesOf(steps);
    const faulty = alone.map((variant) => variant.outcomesOf(steps));
    return steps.map((_step, index) => {
      const evidence = pieces?.[index] ?? [shows[index] ?? ''];
      if (outcomes[index] === expected[index]) return { evidence };
      const bug = faulty.findIndex((answers) => answers[index] !== expected[index]);
      const spec = specs[bug];
      return spec ? { bug: bug + 1, text: spec.model.title[language], evidence } : { evidence };
    });
  };

  /**
   * The model's actual result on this build: what its reproducing step shows, in each language. Where the build
   * names its evidence pieces, the model's own result (which says what the body holds as a tester puts it) stays
   * while it states every piece this build answers, and is else what the page shows.
   */
  const modelOn = (model: ModelReport, bug: number): ModelReport => {
    const step = replay(model.steps, 'en').findIndex((replayed) => replayed.bug === bug);
    if (step < 0) return model;
    const actualIn = (language: Language): string => {
      const evidence = replay(model.steps, language)[step]?.evidence ?? [];
      if (!build.evidence) return evidence[0] ?? '';
      const written = normalized(model.actual[language]);
      return evidence.every((piece) => written.includes(normalized(piece)))
        ? model.actual[language]
        : (shown(build, model.steps, language)[step] ?? '');
    };
    return { ...model, actual: inEveryLanguage(actualIn) };
  };

  return {
    replay,
    ...(family.readsOnly && { readsOnly: family.readsOnly }),
    expectedOf: (step, language) => shown(design.reference, [step], language)[0] ?? '',
    messages: Object.values(family.messages),
    bugs: specs.map((spec, index) => ({ ...spec, model: modelOn(spec.model, index + 1) })),
  };
}

/** The worst severity a reviewer accepts for a fault. */
const topSeverity = (spec: BugReportSpec): Severity =>
  SEVERITIES.find((severity) => spec.severities.includes(severity)) ?? 'trivial';

/** The drawn faults whose worst accepted severity is the worst among them: the ones to report first. */
export function mostSevere(family: InterviewFamily, drawn: readonly string[]): string[] {
  const rank = (fault: string) => SEVERITIES.indexOf(topSeverity(specOf(family, fault)));
  const worst = Math.min(...drawn.map(rank));
  return drawn.filter((fault) => rank(fault) === worst);
}
