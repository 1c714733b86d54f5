import { describe, expect, it } from 'vitest';
import { kyivDayStart } from './calendar-day';
import { canUndo, waitedHours } from './moderation';

const now = new Date('2026-12-02T12:00:00.000Z');

describe('canUndo', () => {
  it.each([
    ['just decided', '2026-12-02T12:00:00.000Z', true],
    ['nine minutes ago', '2026-12-02T11:51:00.000Z', true],
    ['exactly ten minutes ago', '2026-12-02T11:50:00.000Z', false],
    ['an hour ago', '2026-12-02T11:00:00.000Z', false],
    ['in the future (a skewed clock)', '2026-12-02T12:05:00.000Z', false],
    ['never decided', null, false],
  ])('%s → %s', (_case, decidedAt, expected) => {
    expect(canUndo(decidedAt, now)).toBe(expected);
  });
});

describe('waitedHours', () => {
  it.each([
    ['2026-12-02T11:30:00.000Z', 0],
    ['2026-12-02T09:00:00.000Z', 3],
    ['2026-12-01T12:00:00.000Z', 24],
    ['2026-12-02T13:00:00.000Z', 0],
  ])('%s → %i', (createdAt, hours) => {
    expect(waitedHours(createdAt, now)).toBe(hours);
  });
});

describe('kyivDayStart', () => {
  it.each([
    ['2026-12-02', '2026-12-01T22:00:00.000Z'],
    ['2026-07-15', '2026-07-14T21:00:00.000Z'],
    ['2026-03-29', '2026-03-28T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T21:00:00.000Z'],
  ])('%s begins at %s', (day, instant) => {
    expect(kyivDayStart(day).toISOString()).toBe(instant);
  });
});
