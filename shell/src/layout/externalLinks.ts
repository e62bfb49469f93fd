/**
 * Addresses outside the product. The specification names the kinds of links but not their targets;
 * change them here (the feedback form lives in the shared kit, which its congratulation dialog also uses).
 * Brand names stay untranslated.
 */
export { FEEDBACK_FORM_URL } from '@qa/kit';

export const SOCIAL_LINKS = [
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/qa-practice' },
  { name: 'Facebook', url: 'https://www.facebook.com/qapractice' },
  { name: 'Telegram', url: 'https://t.me/qa_practice' },
] as const;
