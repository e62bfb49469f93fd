import { Suspense } from 'react';
import { lazyPart } from '../page/lazyPart';
// Type only: a value import of the module would put the debrief back into the kit's first load.
import type { TechniqueDebriefProps } from './TechniqueDebrief';

// The debrief's texts and component, loaded with the first find that names a technique.
const TechniqueDebrief = lazyPart<TechniqueDebriefProps>(() =>
  import('./TechniqueDebrief').then((chunk) => chunk.TechniqueDebrief),
);

/** The debrief of the last answer's find, if it found anything new; renders nothing otherwise. */
export const FindDebrief = ({ finds }: Partial<TechniqueDebriefProps>) =>
  finds?.length ? (
    <Suspense fallback={null}>
      <TechniqueDebrief finds={finds} />
    </Suspense>
  ) : null;
