import { lazy, Suspense, type ComponentType } from 'react';
// Type only: a value import of the module would put the debrief back into the kit's first load.
import type { TechniqueDebriefProps } from './TechniqueDebrief';

// The debrief's texts and component are a chunk of their own, loaded with the first find that names a technique:
// the kit is on every challenge page's first load, which has no bytes to spare. A chunk that cannot be loaded
// leaves the debrief out for this page view; the page works without it.
const TechniqueDebrief = lazy<ComponentType<TechniqueDebriefProps>>(() =>
  import('./TechniqueDebrief').then(
    (chunk) => ({ default: chunk.TechniqueDebrief }),
    () => ({ default: () => null }),
  ),
);

/** The debrief of the last answer's find, if it found anything new; renders nothing otherwise. */
export const FindDebrief = ({ techniques }: Partial<TechniqueDebriefProps>) =>
  techniques?.length ? (
    <Suspense fallback={null}>
      <TechniqueDebrief techniques={techniques} />
    </Suspense>
  ) : null;
