/** Part A §9's formats, for the screens and the CSV files alike. */

/** Scores as thousands-separated integers: 12345.6 → "12,346". */
export function formatThousands(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Percentages are whole and rounded up: 66.1 → 67 (part A §9). */
export function roundPercentage(value: number): number {
  return Math.min(100, Math.max(0, Math.ceil(value - 1e-9)));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An instant as DD/MMM/YY, HH:mm in a time zone (the CSV files use the account's; the screens
 * the viewer's). An unreadable value comes back as it was.
 */
export function formatDisplayDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: '2-digit',
    month: 'numeric',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const month = MONTHS[Number(part('month')) - 1] ?? part('month');
  return `${part('day')}/${month}/${part('year')}, ${part('hour')}:${part('minute')}`;
}
