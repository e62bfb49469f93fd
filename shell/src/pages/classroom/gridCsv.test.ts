import { spreadsheetDate } from './gridCsv';

describe('spreadsheetDate', () => {
  it.each([
    ['UTC', '2026-11-03 09:05'],
    ['Europe/Kyiv', '2026-11-03 11:05'],
    ['America/New_York', '2026-11-03 04:05'],
    ['Pacific/Kiritimati', '2026-11-03 23:05'],
  ])('writes an instant as day and minute in the trainer’s time zone (%s)', (timeZone, shown) => {
    expect(spreadsheetDate('2026-11-03T09:05:59.999Z', timeZone)).toBe(shown);
  });
});
