import { kyivWallClock } from '../../domain/calendar-day';

/** Kyiv's wall clock, as the team reads times: 2026-12-02 14:05. */
export const kyivTime = (iso: string) => kyivWallClock(new Date(iso)).toISOString().slice(0, 16).replace('T', ' ');
