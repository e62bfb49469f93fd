import { useTranslation } from '@qa/shared';
import { serverMessage } from '../common/serverMessage';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';

/** What a trainer's action came to, in the page's words. */
export type Outcome = { ok: boolean; text: string } | undefined;

/** What an action came to: a status, or an alert when it failed. Always present, so a change is announced. */
export const OutcomeLine = ({ outcome }: { outcome: Outcome }) => (
  <p role={outcome?.ok === false ? 'alert' : 'status'}>{outcome?.text}</p>
);

/** The failure of a call in the page's words, with the server's reason when it gave one. */
export const useFailure = () => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  return (key: string, error: unknown, values: Record<string, string> = {}): Outcome => ({
    ok: false,
    text: t(key, { ...values, reason: serverMessage(error) ?? t('unreachable') }),
  });
};
