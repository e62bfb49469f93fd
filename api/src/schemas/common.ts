import type { ApiErrorBody } from '@qa/shared/catalogue';
import Type from 'typebox';
import { objectOf } from './objectOf';

export { Instant, TechniqueSchema } from '@qa/shared/catalogue/schemas';

/** The one error body every API error uses (error-handler.ts sends it). */
export const ApiErrorSchema = objectOf<ApiErrorBody>()({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});

/**
 * The responses of a route: its own answers by status, and the error body for every 4xx and 5xx (a budget, a
 * body that fails its schema, a store that is down) which any route may answer.
 */
export const responses = <Success extends Record<number, unknown>>(success: Success) => ({
  ...success,
  '4xx': ApiErrorSchema,
  '5xx': ApiErrorSchema,
});

/** An answer with no body. */
export const NoContent = Type.Null({ description: 'No body' });
