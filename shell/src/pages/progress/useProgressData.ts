import { serverMessage } from '../common/serverMessage';
import { useProgressDataQuery, type ProgressData } from './progressDataApi';

export type { ProgressData } from './progressDataApi';

export type ProgressDataState =
  | { status: 'loading' }
  /** `reason` is the server's own (localized) message when it gave one. */
  | { status: 'failed'; reason?: string }
  | { status: 'ready'; data: ProgressData };

/**
 * The progress page's data, loaded on entry; when the account's progress arrives it is loaded again without
 * going back to the loading state.
 */
export const useProgressData = (): { state: ProgressDataState; retry: () => void } => {
  const { data, error, isError, refetch } = useProgressDataQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const state: ProgressDataState = isError
    ? { status: 'failed', reason: serverMessage(error) }
    : data
      ? { status: 'ready', data }
      : { status: 'loading' };
  return { state, retry: () => void refetch() };
};
