const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` input value, in the viewer's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) {
    return '';
  }
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) {
    return '';
  }
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` (or `date`, with `time`) value read in the viewer's time zone, as ISO. */
export function fromLocalInput(value: string, time = ''): string | null {
  if (!value) {
    return null;
  }
  const d = new Date(time ? `${value}T${time}` : value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
