import { describe, expect, it } from 'vitest';
import { isCalendarDate, kyivDay, shopToday } from './calendar-day';

describe('isCalendarDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['1999-04-30', true],
    ['2026-02-29', false],
    ['2001-02-29', false],
    ['1999-04-31', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01.02.2026', false],
    // two-digit years are not read as 19xx
    ['0050-01-01', false],
    ['', false],
  ])('%s → %s', (text, real) => {
    expect(isCalendarDate(text)).toBe(real);
  });
});

describe('shopToday', () => {
  it.each([
    // Kyiv is UTC+2 in winter, UTC+3 in summer: late evening UTC is already tomorrow there.
    ['2026-01-15T21:59:00Z', '2026-01-15'],
    ['2026-01-15T22:00:00Z', '2026-01-16'],
    ['2026-11-20T23:30:00Z', '2026-11-21'],
    ['2026-07-15T20:59:00Z', '2026-07-15'],
    ['2026-07-15T21:00:00Z', '2026-07-16'],
  ])('%s is %s in Kyiv', (now, day) => {
    expect(shopToday(new Date(now))).toBe(day);
  });
});

describe('kyivDay', () => {
  it.each([
    // The evenings around both clock changes of 2026 (29 March, 25 October), when UTC and Kyiv are on other days.
    ['2026-03-28T21:30:00Z', '2026-03-28'],
    ['2026-03-28T22:30:00Z', '2026-03-29'],
    ['2026-03-29T20:30:00Z', '2026-03-29'],
    ['2026-03-29T21:30:00Z', '2026-03-30'],
    ['2026-10-24T20:59:00Z', '2026-10-24'],
    ['2026-10-24T21:00:00Z', '2026-10-25'],
    ['2026-10-25T21:30:00Z', '2026-10-25'],
    ['2026-10-25T22:00:00Z', '2026-10-26'],
    ['2024-12-31T22:00:00Z', '2025-01-01'],
    ['2028-02-28T22:00:00Z', '2028-02-29'],
  ])('%s is %s in Kyiv', (at, day) => {
    const { year, month, day: date } = kyivDay(new Date(at));
    expect([year, month, date].map((n) => String(n).padStart(2, '0')).join('-')).toBe(day);
  });

  it('agrees with the time zone database every half hour from 2024 to 2030', () => {
    const kyiv = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: 'numeric', day: 'numeric' });
    const wrong: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2031, 0, 1); time += 1_800_000) {
      const parts = Object.fromEntries(kyiv.formatToParts(time).map((p) => [p.type, Number(p.value)]));
      const day = kyivDay(new Date(time));
      if (day.year !== parts.year || day.month !== parts.month || day.day !== parts.day) wrong.push(new Date(time).toISOString());
    }
    expect(wrong).toEqual([]);
  });
});
