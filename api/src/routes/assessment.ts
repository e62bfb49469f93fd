import type { FastifyInstance } from 'fastify';
import { loadAssessmentImage } from '../assessment/image';
import { ASSESSMENT_TEXTS } from '../assessment/texts';
import { hasActiveSubscription } from '../identity/subscription';
import { AssessmentSchema } from '../schemas/assessment';
import { responses } from '../schemas/common';

/**
 * GET /api/assessment: the Interview Assessment (SPEC §2, §6) for a signed-in user whose token carries the
 * active-subscription claim; 401 without a valid token. A signed-in user without the claim gets 200 with
 * `subscribed: false` and a sentence on what is missing: a normal state of the page, which a 403 would have the
 * browser log as an error.
 */
export default async function assessmentRoutes(fastify: FastifyInstance) {
  const imageUrl = await loadAssessmentImage();

  fastify.get(
    '/api/assessment',
    {
      preHandler: fastify.authenticate,
      config: { signInMessage: 'signInForAssessment' },
      schema: { response: responses({ 200: AssessmentSchema }) },
    },
    async (request, reply) => {
      // The answer depends on who asks, so no cache may keep it or hand it to someone else.
      reply.header('Cache-Control', 'private, no-store');
      if (!hasActiveSubscription(request.identity?.claims ?? {})) {
        return { subscribed: false, message: ASSESSMENT_TEXTS.noSubscription[request.language] };
      }
      return {
        subscribed: true,
        title: ASSESSMENT_TEXTS.title[request.language],
        description: ASSESSMENT_TEXTS.description[request.language],
        imageUrl,
      };
    },
  );
}
