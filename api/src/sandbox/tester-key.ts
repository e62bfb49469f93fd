import { randomUUID } from 'node:crypto';
import { isTesterKey } from '@qa/shared/catalogue';

/** The error code the error handler answers with its localized 400. */
export const INVALID_TESTER_KEY = 'QA_ERR_TESTER_KEY';

/**
 * The sandbox a request works in: the key it names, or a fresh one when it names none. A key that is there but
 * malformed is refused rather than replaced, so a typo never silently starts an empty sandbox.
 */
export function testerKeyOf(header: string | string[] | undefined): string {
  if (header === undefined || header === '') return randomUUID();
  if (!isTesterKey(header)) {
    throw Object.assign(new Error('malformed tester key'), { code: INVALID_TESTER_KEY, statusCode: 400 });
  }
  return header;
}
