import { http, notify, useTranslation } from '@qa/shared';
import { useState } from 'react';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { answerErrorText } from './answerErrorText';
import { readAnswer, type Answer } from './readAnswer';

export interface ShownAnswer {
  /** Catalogue key of the challenge, for its name. */
  challengeKey: string;
  answer: Answer;
}

/**
 * Fetches a challenge's answers with the identity token (the http client shows the loading overlay meanwhile)
 * and keeps the one to show; a failure is an error notice instead (SPEC §8).
 */
export const useAnswer = () => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const [shown, setShown] = useState<ShownAnswer | null>(null);

  const show = async (challengeKey: string, answerUrl: string) => {
    try {
      const answer = readAnswer(await http.get<unknown>(`${answerUrl}/answer/0`, { auth: true }));
      if (answer) setShown({ challengeKey, answer });
      else notify({ text: t('unreadable'), variant: 'error' });
    } catch (error) {
      notify({ text: answerErrorText(error), variant: 'error' });
    }
  };

  return { shown, show, close: () => setShown(null) };
};
