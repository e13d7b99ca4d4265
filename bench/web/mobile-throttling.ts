import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';

/**
 * Lighthouse's mobile profile ("slow 4G", 4× CPU) as DevTools applies it to a real page load,
 * the figures Lighthouse itself uses with `throttlingMethod: 'devtools'`: 150 ms RTT × 3.75 =
 * 562.5 ms per request, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up.
 */
export const MOBILE_SLOW_4G = {
  cpuSlowdown: throttling.mobileSlow4G.cpuSlowdownMultiplier,
  latencyMs: throttling.mobileSlow4G.requestLatencyMs,
  downloadKbps: throttling.mobileSlow4G.downloadThroughputKbps,
  uploadKbps: throttling.mobileSlow4G.uploadThroughputKbps,
} as const;

/** Lighthouse's Moto G Power screen (412 × 823 at 1.75), the mobile page Lighthouse loads. */
export const MOBILE_SCREEN = {
  width: screenEmulationMetrics.mobile.width,
  height: screenEmulationMetrics.mobile.height,
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
} as const;
