import type { BroughtGroup } from '@qa/shared';
import { addBroughtGroupNames } from '@qa/kit/group-names';
import { broughtRemoteNames, loadOrUnavailable } from '../remotes';
import { parseBroughtGroup } from './parseBroughtGroup';

/** What a remote that brings a group exposes besides './ChallengePage' (BroughtGroup). */
const MODE_EXPOSE = 'Mode';

/** A group a remote brings, with the remote that renders its challenges. */
export interface RemoteBroughtGroup {
  remote: string;
  brought: BroughtGroup;
}

/** Read once per registry: a page reads it once, and a test or a new registry gets its own answer. */
let loaded: { names: string; modes: Promise<RemoteBroughtGroup[]> } | undefined;

const bringMode = async (remote: string): Promise<RemoteBroughtGroup[]> => {
  try {
    const brought = parseBroughtGroup(
      (await loadOrUnavailable<{ default?: unknown }>(remote, MODE_EXPOSE)).default,
    );
    if (!brought) throw new Error(`its './${MODE_EXPOSE}' is not a group this shell can show`);
    addBroughtGroupNames(brought);
    return [{ remote, brought }];
  } catch (error) {
    // Like a built-in remote that is down, it costs its own pages only: the rest of the list still shows.
    console.error(`Remote ${remote} brings no group`, error);
    return [];
  }
};

/**
 * The modes that the registry's other remotes bring, read once per page and in registry order; the first remote
 * to bring a group keeps it. Nothing is fetched when the registry has only the built-in remotes.
 */
export const loadBroughtGroups = (): Promise<RemoteBroughtGroup[]> => {
  const remotes = broughtRemoteNames();
  if (loaded?.names !== remotes.join()) {
    const modes = Promise.all(remotes.map(bringMode)).then((lists) =>
      lists
        .flat()
        .filter(
          ({ brought }, index, all) =>
            all.findIndex((other) => other.brought.group === brought.group) === index,
        ),
    );
    loaded = { names: remotes.join(), modes };
  }
  return loaded.modes;
};
