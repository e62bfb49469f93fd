import type { Priority, Severity } from '@qa/shared/bug-reports';

/** A bug tracker's words for severity and priority, by language (registered in trackerTexts.ts). */
export type TrackerWords = { severities: Record<Severity, string>; priorities: Record<Priority, string> };

const en: TrackerWords = {
  severities: {
    blocker: 'Blocker',
    critical: 'Critical',
    major: 'Major',
    minor: 'Minor',
    trivial: 'Trivial',
  },
  priorities: { highest: 'Highest', high: 'High', medium: 'Medium', low: 'Low', lowest: 'Lowest' },
};

const ua: TrackerWords = {
  severities: {
    blocker: 'Блокуючий',
    critical: 'Критичний',
    major: 'Значний',
    minor: 'Незначний',
    trivial: 'Тривіальний',
  },
  priorities: {
    highest: 'Найвищий',
    high: 'Високий',
    medium: 'Середній',
    low: 'Низький',
    lowest: 'Найнижчий',
  },
};

const ru: TrackerWords = {
  severities: {
    blocker: 'Блокирующий',
    critical: 'Критический',
    major: 'Значительный',
    minor: 'Незначительный',
    trivial: 'Тривиальный',
  },
  priorities: {
    highest: 'Наивысший',
    high: 'Высокий',
    medium: 'Средний',
    low: 'Низкий',
    lowest: 'Самый низкий',
  },
};

const pl: TrackerWords = {
  severities: {
    blocker: 'Blokujący',
    critical: 'Krytyczny',
    major: 'Poważny',
    minor: 'Drobny',
    trivial: 'Trywialny',
  },
  priorities: { highest: 'Najwyższy', high: 'Wysoki', medium: 'Średni', low: 'Niski', lowest: 'Najniższy' },
};

export const trackerWords = { en, ua, ru, pl };
