import type { ArchivedTerm, ClassDetails, ClassSummary } from '@qa/shared/classroom';
import { useCallback, useEffect, useState } from 'react';
import { serverMessage } from '../serverMessage';
import { fetchClass, fetchTerms } from './classroomCalls';

export type ClassState =
  | { status: 'loading' }
  | { status: 'failed'; reason?: string; missing: boolean }
  | { status: 'ready'; details: ClassDetails; terms: ArchivedTerm[] };

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * A class's grid and archived terms, loaded on entry and on `reload`; an outdated answer is dropped. `showSummary`
 * puts in the class as a call answered it (renamed), with no need to load the grid again.
 */
export const useClassData = (classId: string) => {
  const [state, setState] = useState<ClassState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([fetchClass(classId), fetchTerms(classId)]).then(
      ([details, terms]) => live && setState({ status: 'ready', details, terms }),
      (error: unknown) =>
        live && setState({ status: 'failed', reason: serverMessage(error), missing: isMissing(error) }),
    );
    return () => {
      live = false;
    };
  }, [classId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);
  const showSummary = useCallback(
    (summary: ClassSummary) =>
      setState((current) =>
        current.status === 'ready'
          ? { ...current, details: { ...current.details, class: summary } }
          : current,
      ),
    [],
  );
  return { state, reload, retry, showSummary };
};
