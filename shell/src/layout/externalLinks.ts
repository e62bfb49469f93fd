/**
 * Addresses outside the product. The specification names the kinds of links but not their targets;
 * change them here. Brand names stay untranslated.
 */
export const FEEDBACK_FORM_URL = 'https://forms.gle/qa-practice-feedback';

export const SOCIAL_LINKS = [
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/qa-practice' },
  { name: 'Facebook', url: 'https://www.facebook.com/qapractice' },
  { name: 'Telegram', url: 'https://t.me/qa_practice' },
] as const;
