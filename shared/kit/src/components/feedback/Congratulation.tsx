import { useAppSelector, type ChallengeEntry } from '@qa/shared';
import { Suspense } from 'react';
import { lazyPart } from '../../page/lazyPart';
// Type only: a value import would put the dialog and its confetti back into the kit's first load.
import type { CongratulationDialogProps } from './CongratulationDialog';

// Loaded when a challenge is completed; a chunk that cannot be loaded leaves the dialog out, and the counters
// already say the challenge is complete.
const CongratulationDialog = lazyPart<CongratulationDialogProps>(() =>
  import('./CongratulationDialog').then((chunk) => chunk.CongratulationDialog),
);

/** The congratulation (SPEC §2) once the store's finish flag is up; nothing, and nothing loaded, before. */
export const Congratulation = ({ challenge }: { challenge: ChallengeEntry<string> }) =>
  useAppSelector((state) => state.challenge.isShowFinishPopup) ? (
    <Suspense fallback={null}>
      <CongratulationDialog challenge={challenge} />
    </Suspense>
  ) : null;
