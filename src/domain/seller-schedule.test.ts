import { describe, expect, it } from 'vitest';
import { isOpenAt, kyivClock, lineDays, type ScheduleLine } from './seller-schedule';

const line = (days: string, hours: string): ScheduleLine => ({ days_uk: days, days_ru: days, hours });
const weekdaysAndSaturday = [line('Пн–Пт', '09:00–19:00'), line('Сб', '10:00–16:00')];
const roundTheClock = [line('Пн–Нд', '00:00–24:00')];
const nightBar = [line('Пт–Сб', '20:00–02:00')];

describe('lineDays', () => {
  it.each([
    ['Пн–Пт', [0, 1, 2, 3, 4]],
    ['Сб', [5]],
    ['Пн–Нд', [0, 1, 2, 3, 4, 5, 6]],
    ['Пн–Вс', [0, 1, 2, 3, 4, 5, 6]],
    ['Пт–Пн', [4, 5, 6, 0]],
    ['Пн, Ср', [0, 2]],
    ['щодня', []],
  ])('%s', (days, expected) => expect(lineDays(days)).toEqual(expected));
});

describe('kyivClock', () => {
  it.each([
    // winter: UTC+2
    ['2026-01-14T07:00:00Z', { weekday: 2, minutes: 9 * 60 }],
    // summer: UTC+3
    ['2026-07-15T06:00:00Z', { weekday: 2, minutes: 9 * 60 }],
    // late Sunday UTC is already Monday in Kyiv
    ['2026-03-01T22:30:00Z', { weekday: 0, minutes: 30 }],
  ])('%s', (at, expected) => expect(kyivClock(new Date(at))).toEqual(expected));
});

describe('isOpenAt (Kyiv time)', () => {
  it.each([
    ['Wednesday 09:00 in winter, the opening minute', weekdaysAndSaturday, '2026-01-14T07:00:00Z', true],
    ['Wednesday 08:59 in winter', weekdaysAndSaturday, '2026-01-14T06:59:00Z', false],
    ['Wednesday 18:59 in summer', weekdaysAndSaturday, '2026-07-15T15:59:00Z', true],
    ['Wednesday 19:00 in summer, closed at the closing minute', weekdaysAndSaturday, '2026-07-15T16:00:00Z', false],
    // 16:30 UTC is 19:30 in summer (closed) but 18:30 in winter (open)
    ['Wednesday 16:30 UTC in winter', weekdaysAndSaturday, '2026-01-14T16:30:00Z', true],
    ['Wednesday 16:30 UTC in summer', weekdaysAndSaturday, '2026-07-15T16:30:00Z', false],
    ['Saturday 15:00', weekdaysAndSaturday, '2026-07-18T12:00:00Z', true],
    ['Sunday noon', weekdaysAndSaturday, '2026-07-19T09:00:00Z', false],
    ['the night summer time starts (Sunday 03:30 Kyiv)', roundTheClock, '2026-03-29T00:30:00Z', true],
    ['Friday 23:00 at a shop closing at 02:00', nightBar, '2026-07-17T20:00:00Z', true],
    ['Sunday 01:00, the night after Saturday', nightBar, '2026-07-18T22:00:00Z', true],
    ['Saturday 01:00, the night after Friday', nightBar, '2026-07-17T22:00:00Z', true],
    ['Friday 01:00, the night after Thursday', nightBar, '2026-07-16T22:00:00Z', false],
    ['no schedule at all', [], '2026-07-15T09:00:00Z', false],
  ])('%s', (_name, lines, at, open) => expect(isOpenAt(lines, new Date(at))).toBe(open));
});
