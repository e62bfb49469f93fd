import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeName, type ChallengeEntry } from '@qa/shared';
import { PROGRESS_CHANGED_EVENT } from '../progress/progressEvents';
import { readSubmissionHistory } from '../progress/submissionHistory';
import { Muted, RowButton } from './toolStyles';

interface SubmissionPickerProps {
  challenge: ChallengeEntry<string>;
  /** The texts' namespace of the tool it adds to: its 'submissions', 'addSubmission' and 'noSubmissions'. */
  namespace: string;
  /** The slots' indexes the tool's columns hold, in order. */
  slots: readonly number[];
  onAdd: (values: string[]) => void;
}

/** The tab's submissions of the challenge, newest first, each one click from being a test case or a step. */
export const SubmissionPicker = ({ challenge, namespace, slots, onAdd }: SubmissionPickerProps) => {
  const { t } = useTranslation(namespace);
  const name = storeName(challenge);
  const [history, setHistory] = useState(() => readSubmissionHistory(name));
  // A submission is kept once its result is in, and the store says so with this event.
  useEffect(() => {
    const reread = () => setHistory(readSubmissionHistory(name));
    window.addEventListener(PROGRESS_CHANGED_EVENT, reread);
    return () => window.removeEventListener(PROGRESS_CHANGED_EVENT, reread);
  }, [name]);

  if (history.length === 0) return <Muted>{t('noSubmissions')}</Muted>;
  return (
    <details>
      <summary>{t('submissions', { count: history.length })}</summary>
      <ul>
        {history.map((submission) => {
          const values = slots.map((slot) => submission[slot] ?? '');
          const shown = values.map((value) => (value === '' ? '—' : value)).join(' · ');
          return (
            <li key={values.join('\u0000')}>
              <RowButton
                type="button"
                aria-label={t('addSubmission', { values: shown })}
                onClick={() => onAdd(values)}
              >
                +
              </RowButton>{' '}
              {shown}
            </li>
          );
        })}
      </ul>
    </details>
  );
};
