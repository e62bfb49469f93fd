import { languageTag, selectLanguage, useAppSelector } from '@qa/shared';

/** Formats ISO dates as the page's language writes a day (with the time when `withTime`). */
export const useDateFormat = (withTime = false): ((iso: string) => string) => {
  const language = useAppSelector(selectLanguage);
  const format = new Intl.DateTimeFormat(languageTag(language), {
    dateStyle: 'medium',
    ...(withTime && { timeStyle: 'short' }),
  });
  return (iso) => format.format(new Date(iso));
};
