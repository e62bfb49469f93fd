/**
 * Whether to keep still. Without matchMedia the preference cannot be known, so the kit keeps still: every
 * browser has it, and what lacks it (jsdom) has nothing to animate on either.
 */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
