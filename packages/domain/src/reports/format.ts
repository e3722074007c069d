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

/** Making a formatter costs ~60 µs; a 100,000-row CSV makes one per zone, not per cell. */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const HOUR_MS = 3_600_000;
/** A zone's offset changes only on whole hours (DST), so one reading serves each hour. */
const offsets = new Map<string, number>();
function offsetMs(timeZone: string, time: number): number {
  const hour = Math.floor(time / HOUR_MS) * HOUR_MS;
  const key = `${timeZone}|${hour}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts = formatterFor(timeZone).formatToParts(new Date(hour));
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value ?? 0);
    offset =
      Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - hour;
    if (offsets.size > 50_000) {
      offsets.clear();
    }
    offsets.set(key, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

export function formatDisplayDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  // The local wall time, read with the UTC getters of the instant shifted by the offset.
  const local = new Date(date.getTime() + offsetMs(timeZone, date.getTime()));
  const month = MONTHS[local.getUTCMonth()] ?? '';
  return `${two(local.getUTCDate())}/${month}/${two(local.getUTCFullYear() % 100)}, ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}
