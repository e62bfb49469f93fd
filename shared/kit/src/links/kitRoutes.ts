/** Shell routes the kit links to (SPEC §2); the shell's router has no basename, so paths start at /app. */
export const LIST_ROUTE = '/app/list';
export const LOGIN_ROUTE = '/app/account/login';
export const REGISTER_ROUTE = '/app/account/register';

/**
 * The external feedback form of the congratulation dialog (SPEC §2). The footer's link in the shell points
 * to the same form.
 */
export const FEEDBACK_FORM_URL = 'https://forms.gle/qa-practice-feedback';
