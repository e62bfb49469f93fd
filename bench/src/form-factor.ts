/**
 * Lighthouse's two presets, and the same screen for Playwright so a static copy matches what is measured; the
 * mobile preset's network and CPU applied through the DevTools protocol.
 */
import type { CDPSession } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

const MOBILE = throttling.mobileSlow4G;

/** A round trip of the mobile preset, added to every request. */
export const MOBILE_LATENCY_MS = MOBILE.rttMs;

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

/**
 * The mobile preset on a page: its latency on every request and, unless `latencyOnly`, slow 4G's bandwidth and the
 * 4x slower CPU.
 */
export const emulateMobile = async (cdp: CDPSession, { latencyOnly = false } = {}): Promise<void> => {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_LATENCY_MS,
    downloadThroughput: latencyOnly ? -1 : (MOBILE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: latencyOnly ? -1 : (MOBILE.uploadThroughputKbps * 1024) / 8,
  });
  if (!latencyOnly) await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier });
};
