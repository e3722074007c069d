import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

/**
 * Every date the console shows or reads, in one place (docs/decisions/0001-foundations.md, "Web
 * dates"). All of it is in the viewer's own time zone: dayjs without the utc plugin reads and
 * writes local time, like the date and datetime-local inputs it feeds.
 */
dayjs.extend(customParseFormat);

/** Part A §9: dates are shown DD/MMM/YY, HH:mm. */
const DISPLAY = 'DD/MMM/YY, HH:mm';
const DAY = 'YYYY-MM-DD';
const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';
/** What date and datetime-local inputs produce, and the times the filters append. */
const INPUT_FORMATS = [DAY, LOCAL_INPUT, 'YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DDTHH:mm:ss.SSS'];

/** An ISO instant the server sent; null when it is missing or unreadable. */
function instant(iso: string | null | undefined): dayjs.Dayjs | null {
  if (!iso) {
    return null;
  }
  const value = dayjs(iso);
  return value.isValid() ? value : null;
}

/** Strict, so '2026-02-30' is no date rather than 2 March. */
function localValue(value: string): dayjs.Dayjs | null {
  const parsed = dayjs(value, INPUT_FORMATS, true);
  return parsed.isValid() ? parsed : null;
}

/** Part A §9's DD/MMM/YY, HH:mm; an unreadable value is shown as it came. */
export function formatDateTime(iso: string): string {
  return instant(iso)?.format(DISPLAY) ?? iso;
}

/** An ISO instant as a `datetime-local` input value. */
export function toLocalInput(iso: string | null): string {
  return instant(iso)?.format(LOCAL_INPUT) ?? '';
}

/** An ISO instant as a `date` input value (its local day). */
export function toDateInput(iso: string | null): string {
  return instant(iso)?.format(DAY) ?? '';
}

/** A `datetime-local` (or `date`, with `time`) value read as local time, as ISO. */
export function fromLocalInput(value: string, time = ''): string | null {
  if (!value) {
    return null;
  }
  return localValue(time ? `${value}T${time}` : value)?.toISOString() ?? null;
}

/**
 * The last moment of a local day (a plan lasts through the chosen day). An unreadable day comes
 * back as typed, so the schema that reads it next says it is not a date.
 */
export function endOfLocalDay(day: string): string {
  const parsed = dayjs(day, DAY, true);
  return parsed.isValid() ? parsed.endOf('day').toISOString() : day;
}

/**
 * Today as the admin sees it: the browser's local calendar date, never UTC's (a US admin at
 * 18:00 is still on today; UTC is already on tomorrow). The server holds dates to the account's
 * zone.
 */
export function browserToday(now: Date = new Date()): string {
  return dayjs(now).format(DAY);
}
