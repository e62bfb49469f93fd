/**
 * Lets React follow a value kept outside it, in browser storage: `subscribe` for useSyncExternalStore, `emit`
 * after this tab has changed the value.
 */
export const createChangeSignal = () => {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit: () => {
      for (const listener of listeners) listener();
    },
  };
};
