/** Timings and limits of SPEC §9 that the page kit uses. */
export const HALFWAY_NOTICE_MS = 5000;
/** How long the helper text stays after Submit is pressed on a blocked form. */
export const HELPER_DISPLAY_MS = 5000;
export const RESET_SCROLL_DELAY_MS = 100;
export const CONFETTI_PARTICLES = 100;
export const CONFETTI_DURATION_MS = 2200;
/** How often an API-testing page asks what the tester's own tools found, while it is visible. */
export const SANDBOX_POLL_MS = 5000;
