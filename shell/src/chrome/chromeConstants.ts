/** The limits of SPEC §9 that the chrome applies. */

/** At most this many notifications show at once; further ones wait for a free place. */
export const NOTIFICATION_LIMIT = 3;
/** How long a notification stays when its sender does not say (the halfway notice asks for 5000 ms). */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

/** Distance kept between a tour target and the top of the window when the tour scrolls to it. */
export const TOUR_SCROLL_OFFSET = 150;
/** Above the page and its popovers, below modal dialogs (1100) and notifications. */
export const TOUR_Z_INDEX = 1000;
/** Space around a target inside the tour's spotlight. */
export const TOUR_SPOTLIGHT_PADDING = 20;
