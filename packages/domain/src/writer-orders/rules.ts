import { DASHBOARD_CHART_MONTHS } from '../limits';

/**
 * The month keys (`YYYY-MM`) of the dashboard chart, oldest first, ending with the month of `now`.
 * Months are calendar months in UTC, the same clock the server groups orders by.
 */
export function chartMonthKeys(now: Date, months: number = DASHBOARD_CHART_MONTHS): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const keys: string[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const d = new Date(Date.UTC(year, month - back, 1));
    keys.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return keys;
}

/** The first instant of the chart's oldest month. */
export function chartStart(now: Date, months: number = DASHBOARD_CHART_MONTHS): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
}

/** Every chart month present, counted or zero, in order. */
export function zeroFillMonths(keys: readonly string[], counts: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0]));
}

/**
 * "Today" for the due-date rule on the server: the calendar day in the last time zone on earth
 * (UTC-12), so a day that is still today for the writer somewhere is never refused as past.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The instant stored for a picked day: noon UTC shows as that same day in nearly every time zone. */
export function dueDateInstant(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

