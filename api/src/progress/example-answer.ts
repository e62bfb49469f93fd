import type { StoredAnswer } from '@qa/shared/progress';
import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';

/**
 * The payload that finds case or bug `number` of a challenge: its definition's own first example, as the
 * challenge's page would store it (a field the example leaves out sent empty). For tests and the bench's stored
 * progress, never sent to a browser.
 */
export const answerOf = (storeName: string, kind: 'case' | 'bug', number: number): StoredAnswer => {
  const challenge = REGISTERED_BY_STORE_NAME.get(storeName);
  if (!challenge) throw new Error(`no challenge ${storeName}`);
  const { definition } = challenge;
  const finding = (kind === 'case' ? definition.cases : definition.bugs)[number - 1];
  if (!finding) throw new Error(`${storeName} has no ${kind} ${number}`);
  const payload = {
    ...Object.fromEntries(definition.fields.map((field) => [field, ''])),
    ...finding.examples[0],
  };
  return definition.evaluator === 'learn' ? { ...payload, caseNumber: number } : payload;
};
