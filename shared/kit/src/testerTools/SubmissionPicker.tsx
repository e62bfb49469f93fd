import { useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from '@qa/shared';
import type { SubmissionSource } from './toolSources';
import { Muted, RowButton } from './toolStyles';

interface SubmissionPickerProps {
  source: SubmissionSource;
  /** The texts' namespace of the tool it adds to: its 'submissions', 'addSubmission' and 'noSubmissions'. */
  namespace: string;
  /** The slots' indexes the tool's columns hold, in order. */
  slots: readonly number[];
  onAdd: (values: string[]) => void;
}

/** The source's submissions, newest first, each one click from being a test case or a step. */
export const SubmissionPicker = ({ source, namespace, slots, onAdd }: SubmissionPickerProps) => {
  const { t } = useTranslation(namespace);
  const { history: read, watchHistory } = source;
  const [changes, changed] = useReducer((count: number) => count + 1, 0);
  useEffect(() => watchHistory?.(changed), [watchHistory]);
  // Read when the source or its watch says the history changed, not on every keystroke in the tool around it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const history = useMemo(() => read(), [read, changes]);

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
