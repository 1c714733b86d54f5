/** Working hours as stored in `sellers.schedule` and `pickup_points.schedule`: JSON [{ days_uk, days_ru, hours }]. */
export interface ScheduleLine {
  days_uk: string;
  days_ru: string;
  hours: string;
}

const line = (uk: string, ru: string, hours: string): ScheduleLine => ({ days_uk: uk, days_ru: ru, hours });

export const SCHEDULES = {
  weekdaysAndSaturday: [line('Пн–Пт', 'Пн–Пт', '09:00–19:00'), line('Сб', 'Сб', '10:00–16:00')],
  everyDayLong: [line('Пн–Сб', 'Пн–Сб', '08:00–20:00'), line('Нд', 'Вс', '09:00–18:00')],
  allWeek: [line('Пн–Нд', 'Пн–Вс', '09:00–21:00')],
  officeHours: [line('Пн–Пт', 'Пн–Пт', '10:00–18:00')],
  roundTheClock: [line('Пн–Нд', 'Пн–Вс', '00:00–24:00')],
  post: [line('Пн–Пт', 'Пн–Пт', '08:00–19:00'), line('Сб', 'Сб', '09:00–15:00')],
} satisfies Record<string, ScheduleLine[]>;

export function scheduleJson(lines: readonly ScheduleLine[]): string {
  return JSON.stringify(lines);
}
