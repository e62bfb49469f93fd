import {
  BUG_REPORTS_API,
  BugReportBodySchema,
  BugReportResultSchema,
  type BugReportBody,
  type BugReportResult,
} from '@qa/shared/bug-reports/schema';
import { storeName, type Language } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ModelReport } from '../bug-reports/bug-report';
import { REGISTERED_REPORTS } from '../bug-reports/registry';
import { responses } from '../schemas/common';
import type { Sandbox } from '../sandbox/sandbox';

/** The model report as the answer shows it, in the request's language. */
export const modelIn = (model: ModelReport, language: Language): NonNullable<BugReportResult['model']> => ({
  title: model.title[language],
  steps: model.steps.map((values) => ({ values: { ...values } })),
  expected: model.expected[language],
  actual: model.actual[language],
  severity: model.severity,
  priority: model.priority,
});

/**
 * Keeps a tester's first report of a bug (`bugKey`) in their sandbox; for a later one, the first one's title, as a
 * tracker marks a duplicate, and null otherwise.
 */
export const duplicateIn = (sandbox: Sandbox, bugKey: string, title: string): string | null => {
  // A shared store's text is not trusted: a field of another shape reads as no report yet.
  const reported = typeof sandbox.reported === 'object' && sandbox.reported !== null ? sandbox.reported : {};
  const first = reported[bugKey];
  if (typeof first === 'string') return first;
  sandbox.reported = { ...reported, [bugKey]: title.trim() };
  return null;
};

/**
 * A report of a planted bug, on each challenge that has them: its steps replayed on the build, each criterion
 * judged with its reason, a second report of the same bug under the same tester key answered as a duplicate (kept
 * in the tester's sandbox, as their User API is), and the model report. Anonymous, or signed in: closed to a learner
 * while their interview session on the challenge runs. A report is graded off the event loop and spends what it
 * costs from the client's grading budget (plugins/app/grading.ts).
 */
export default async function bugReportRoutes(fastify: FastifyInstance) {
  for (const { entry, reports } of REGISTERED_REPORTS) {
    const name = storeName(entry);
    fastify.post<{ Body: BugReportBody }>(
      `/${BUG_REPORTS_API}/${entry.group}/${entry.key}`,
      {
        onRequest: [fastify.identifyIfSent, fastify.grading.admit],
        // A report that would start a sandbox its address may no longer start is refused before it is graded.
        preHandler: [fastify.interview.closedDuring(entry.key), fastify.sandboxes.mayStart],
        schema: { body: BugReportBodySchema, response: responses({ 200: BugReportResultSchema }) },
      },
      async (request, reply): Promise<BugReportResult> => {
        const { language, body } = request;
        const grade = await fastify.grading.run(request, {
          kind: 'bugReport',
          challenge: name,
          report: body,
          language,
        });
        const { bug } = grade.reproduces;
        const spec = bug === null ? undefined : reports.bugs[bug - 1];
        if (bug === null || !spec) return { ...grade, duplicateOf: null, model: null };
        const { duplicateOf, testerKey } = await fastify.sandboxes.use(
          request,
          reply,
          (sandbox, testerKey) => ({
            duplicateOf: duplicateIn(sandbox, `${name}#${bug}`, body.title),
            testerKey,
          }),
        );
        return { ...grade, duplicateOf, model: modelIn(spec.model, language), testerKey };
      },
    );
  }
}
