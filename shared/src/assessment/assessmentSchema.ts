import Type, { type Static } from 'typebox';

/** The address of the assessment: GET for a subscriber (403 without the subscription, 401 signed out). */
export const ASSESSMENT_PATH = 'api/assessment';

/**
 * GET /api/assessment for a subscriber: the task in the request language and its image (a data URL of the image,
 * or its address). The route answers with it and the page checks what it reads against it.
 */
export const AssessmentSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  imageUrl: Type.String(),
});

export type Assessment = Static<typeof AssessmentSchema>;
