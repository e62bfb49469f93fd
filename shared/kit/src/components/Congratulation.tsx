import { useAppSelector, type ChallengeEntry } from '@qa/shared';
import { lazy, Suspense, type ComponentType } from 'react';
// Type only: a value import would put the dialog and its confetti back into the kit's first load.
import type { CongratulationDialogProps } from './CongratulationDialog';

// The congratulation and its confetti are a chunk of their own, loaded when a challenge is completed: the kit is
// on every challenge page's first load, which has no bytes to spare. A chunk that cannot be loaded leaves the
// dialog out; the counters already say the challenge is complete.
const CongratulationDialog = lazy<ComponentType<CongratulationDialogProps>>(() =>
  import('./CongratulationDialog').then(
    (chunk) => ({ default: chunk.CongratulationDialog }),
    () => ({ default: () => null }),
  ),
);

/** The congratulation (SPEC §2) once the store's finish flag is up; nothing, and nothing loaded, before. */
export const Congratulation = ({ challenge }: { challenge: ChallengeEntry<string> }) =>
  useAppSelector((state) => state.challenge.isShowFinishPopup) ? (
    <Suspense fallback={null}>
      <CongratulationDialog challenge={challenge} />
    </Suspense>
  ) : null;
