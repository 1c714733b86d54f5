import { describe, expect, it } from 'vitest';
import { kyivInstant, kyivWallTime } from './kyiv-time';

describe("Kyiv's wall clock", () => {
  it.each([
    ['2026-12-02T21:30', '2026-12-02T19:30:00.000Z'], // winter: UTC+2
    ['2026-07-15T09:05', '2026-07-15T06:05:00.000Z'], // summer: UTC+3
    ['2027-01-01T00:00', '2026-12-31T22:00:00.000Z'], // a new year in Kyiv is still the old one in UTC
  ])('%s in Kyiv is %s', (wall, iso) => {
    expect(kyivInstant(wall)?.toISOString()).toBe(iso);
    expect(kyivWallTime(new Date(iso))).toBe(wall);
  });

  it.each(['2026-02-30T10:00', '2026-12-02T24:00', '2026-12-02T10:60', '2026-12-02 10:00', '2026-12-02', ''])('%j is no time', (wall) => {
    expect(kyivInstant(wall)).toBeNull();
  });
});
