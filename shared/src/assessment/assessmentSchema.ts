import Type, { type Static } from 'typebox';

/**
 * The address of the assessment: GET for a signed-in user (401 signed out). A user without the subscription gets
 * 200 too, with `subscribed: false`: a normal state of the page, which a refusal would log in the console as an
 * error.
 */
export const ASSESSMENT_PATH = 'api/assessment';

/**
 * For a subscriber: the task in the request language and its image (a data URL of the image, or its address).
 */
export const SubscribedAssessmentSchema = Type.Object(
  {
    subscribed: Type.Literal(true),
    title: Type.String(),
    description: Type.String(),
    imageUrl: Type.String(),
  },
  { description: 'A subscriber: the task and its image' },
);

/** For a signed-in user whose token has no active-subscription claim: a sentence on what is missing. */
export const NoSubscriptionSchema = Type.Object(
  {
    subscribed: Type.Literal(false),
    message: Type.String(),
  },
  { description: 'Signed in without an active subscription' },
);

/** GET /api/assessment: the route answers with it and the page checks what it reads against it. */
export const AssessmentSchema = Type.Union([SubscribedAssessmentSchema, NoSubscriptionSchema]);

export type Assessment = Static<typeof AssessmentSchema>;
