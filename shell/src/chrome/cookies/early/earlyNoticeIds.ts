/** The notice index.html shows while the app loads; the app's own notice removes it. */
export const EARLY_NOTICE_ID = 'qa-early-notice';
/** One <template> per language, `${prefix}${language}`. */
export const EARLY_NOTICE_TEMPLATE_PREFIX = 'qa-early-notice-';
