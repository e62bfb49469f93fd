/**
 * jsdom has no matchMedia; this stands in for a window of the given width, answering min-width queries
 * the way a browser does.
 */
export const mockWindowWidth = (width: number): void => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const minWidth = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
      return {
        matches: width >= minWidth,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
};

/** Back to jsdom's own window, without matchMedia. */
export const restoreWindowWidth = (): void => {
  Reflect.deleteProperty(window, 'matchMedia');
};
