import { useCallback } from 'react';
import { useTranslation } from '@qa/shared';
import type { Notice } from '../errors/accountErrors';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';

/**
 * The words of a notice, for a dialog or a line on the page: our text in the page's language, or the identity
 * provider's or the API's own message as it came (plain text; React escapes it).
 */
export const useNoticeText = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return useCallback(
    (notice: Notice): string => {
      if ('key' in notice) return t(`notices.${notice.key}`);
      return 'providerMessage' in notice ? notice.providerMessage : notice.serverMessage;
    },
    [t],
  );
};
