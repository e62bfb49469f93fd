import { useEffect, useState } from 'react';
import { loadBroughtModes, type BroughtMode } from './addedModes';

/** The modes the registered remotes bring, once read (undefined until then). */
export const useBroughtModes = (): readonly BroughtMode[] | undefined => {
  const [modes, setModes] = useState<readonly BroughtMode[]>();
  useEffect(() => {
    let shown = true;
    void loadBroughtModes().then((found) => {
      if (shown) setModes(found);
    });
    return () => {
      shown = false;
    };
  }, []);
  return modes;
};
