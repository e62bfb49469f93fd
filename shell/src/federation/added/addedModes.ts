import type { AddedMode } from '@qa/shared';
import { addModeNames } from '@qa/kit/mode-names';
import { addedRemoteNames, loadOrUnavailable } from '../remotes';
import { parseAddedMode } from './parseAddedMode';

/** What a remote that brings a mode exposes besides './ChallengePage' (AddedMode). */
const MODE_EXPOSE = 'Mode';

/** A mode a remote brings, with the remote that renders its challenges. */
export interface BroughtMode {
  remote: string;
  mode: AddedMode;
}

/** Read once per registry: a page reads it once, and a test or a new registry gets its own answer. */
let loaded: { names: string; modes: Promise<BroughtMode[]> } | undefined;

const bringMode = async (remote: string): Promise<BroughtMode[]> => {
  try {
    const mode = parseAddedMode(
      (await loadOrUnavailable<{ default?: unknown }>(remote, MODE_EXPOSE)).default,
    );
    if (!mode) throw new Error(`its './${MODE_EXPOSE}' is not a mode this shell can show`);
    addModeNames(mode);
    return [{ remote, mode }];
  } catch (error) {
    // Like a built-in remote that is down, it costs its own pages only: the rest of the list still shows.
    console.error(`Remote ${remote} brings no mode`, error);
    return [];
  }
};

/**
 * The modes that the registry's other remotes bring, read once per page and in registry order; the first remote
 * to bring a group keeps it. Nothing is fetched when the registry has only the built-in remotes.
 */
export const loadBroughtModes = (): Promise<BroughtMode[]> => {
  const remotes = addedRemoteNames();
  if (loaded?.names !== remotes.join()) {
    const modes = Promise.all(remotes.map(bringMode)).then((lists) =>
      lists
        .flat()
        .filter(({ mode }, index, all) => all.findIndex((other) => other.mode.type === mode.type) === index),
    );
    loaded = { names: remotes.join(), modes };
  }
  return loaded.modes;
};
