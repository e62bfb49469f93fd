import { useEffect, useState } from 'react';
import { loadBroughtGroups, type RemoteBroughtGroup } from './broughtGroups';

/** The modes the registered remotes bring, once read (undefined until then). */
export const useBroughtGroups = (): readonly RemoteBroughtGroup[] | undefined => {
  const [modes, setModes] = useState<readonly RemoteBroughtGroup[]>();
  useEffect(() => {
    let shown = true;
    void loadBroughtGroups().then((found) => {
      if (shown) setModes(found);
    });
    return () => {
      shown = false;
    };
  }, []);
  return modes;
};
