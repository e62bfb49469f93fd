import { lazy, type ComponentType } from 'react';

/**
 * A part of a challenge page in a chunk of its own, loaded when it is first rendered (inside a Suspense): the kit
 * is on every challenge page's first load, which has no bytes to spare for what few pages or moments show. A
 * chunk that cannot be loaded leaves the part out for this page view; the page works without it.
 */
export const lazyPart = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy<ComponentType<Props>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: () => null }),
    ),
  );
