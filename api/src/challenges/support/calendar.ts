/** Calendar dates for the booking challenges: days counted in UTC, so a server's time zone changes nothing. */

/** What gives the server's "now"; tests fix it, the server reads the system clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;

/** MM-DD-YYYY as SPEC §5 writes the Book Desk dates. */
const DATE_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;

export const parseCalendarDate = (text: string): CalendarDate | undefined => {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, month, day, year] = match.map(Number);
  return { year: year!, month: month!, day: day! };
};

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

export const exists = ({ year, month, day }: CalendarDate): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** Days since 1970-01-01; an impossible date rolls over as JavaScript's Date does (04-31 is 05-01). */
export const dayNumber = ({ year, month, day }: CalendarDate): number =>
  Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);

export const dateOfDayNumber = (days: number): CalendarDate => {
  const date = new Date(days * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

export const todayOf = (clock: Clock): number => Math.floor(clock().getTime() / MS_PER_DAY);

export const formatCalendarDate = ({ year, month, day }: CalendarDate): string =>
  `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}-${year}`;
