import Type from 'typebox';

/** GET /api/assessment for a subscriber: the task in the request language and its image. */
export const AssessmentSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  /** A data URL of the image, or its address. */
  imageUrl: Type.String(),
});
