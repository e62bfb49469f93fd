/** Lighthouse's two presets, and the same screen for Playwright so a static copy matches what is measured. */
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

export type FormFactor = 'mobile' | 'desktop';

export const browserContextFor = (formFactor: FormFactor) => {
  const screen = screenEmulationMetrics[formFactor];
  return {
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
    userAgent: userAgents[formFactor],
  };
};
