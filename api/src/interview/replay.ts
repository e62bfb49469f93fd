import { SEVERITIES, type Severity } from '@qa/shared/bug-reports';
import type { BugReportSpec, ModelReport, Replay, ReportedChallenge } from '../bug-reports/bug-report';
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
 * message the form shows. The expected result is the reference's message; a model report states what this build
 * answers its step, since another drawn fault may change the answer the fault gives alone.
 */
export function interviewReports(family: InterviewFamily, drawn: readonly string[]): ReportedChallenge {
  const { faults, design, shown } = family;
  const build = faults.buildWith(drawn);
  const alone = drawn.map((fault) => faults.buildWith([fault]));
  const specs = drawn.map((fault) => specOf(family, fault));

  const replay: Replay = (steps, language) => {
    const outcomes = build.outcomesOf(steps);
    const shows = shown(build, steps, language);
    const expected = design.reference.outcomesOf(steps);
    const faulty = alone.map((variant) => variant.outcomesOf(steps));
    return steps.map((_step, index) => {
      const evidence = [shows[index] ?? ''];
      if (outcomes[index] === expected[index]) return { evidence };
      const bug = faulty.findIndex((answers) => answers[index] !== expected[index]);
      const spec = specs[bug];
      return spec ? { bug: bug + 1, text: spec.model.title[language], evidence } : { evidence };
    });
  };

  /** The model's actual result on this build: what its reproducing step shows, in each language. */
  const modelOn = (model: ModelReport, bug: number): ModelReport => {
    const step = replay(model.steps, 'en').findIndex((replayed) => replayed.bug === bug);
    if (step < 0) return model;
    return {
      ...model,
      actual: inEveryLanguage((language) => replay(model.steps, language)[step]?.evidence[0] ?? ''),
    };
  };

  return {
    replay,
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
