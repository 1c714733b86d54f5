import { kyivWallClock } from './calendar-day';

/** A moment on Kyiv's wall clock as a `datetime-local` field writes it: YYYY-MM-DDTHH:mm. */
const KYIV_WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** What Kyiv's clock reads at an instant, to the minute, as a `datetime-local` field shows it. */
export function kyivWallTime(at: Date): string {
  return kyivWallClock(at).toISOString().slice(0, 16);
}

/**
 * The instant Kyiv's clock reads a wall time, or null for text that is no such time (a 30 February, a 25th hour).
 * A time the spring change skips is read in winter time; an hour the autumn change repeats is its first pass.
 */
export function kyivInstant(wall: string): Date | null {
  const match = KYIV_WALL_TIME.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const fields = new Date(asUtc);
  if (fields.getUTCMonth() !== month - 1 || fields.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  for (const offset of [3, 2]) {
    const instant = new Date(asUtc - offset * 3_600_000);
    if (kyivWallClock(instant).getTime() === asUtc) return instant;
  }
  return new Date(asUtc - 2 * 3_600_000);
}
