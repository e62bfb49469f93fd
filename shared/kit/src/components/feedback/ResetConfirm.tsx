import { Suspense } from 'react';
import { useAppSelector } from '@qa/shared';
import { lazyPart } from '../../page/lazyPart';
// Type only: a value import would put the dialog on every challenge page's first load.
import type { ResetDialogProps } from './ResetDialog';

const ResetDialog = lazyPart<ResetDialogProps>(() =>
  import('./ResetDialog').then((chunk) => chunk.ResetDialog),
);

/** The Reset question once Reset is pressed; nothing, and nothing loaded, before. */
export const ResetConfirm = (props: ResetDialogProps) =>
  useAppSelector((state) => state.challenge.isShowResetPopup) ? (
    <Suspense fallback={null}>
      <ResetDialog {...props} />
    </Suspense>
  ) : null;
