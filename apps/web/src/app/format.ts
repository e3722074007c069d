const pad = (value: number) => String(value).padStart(2, '0');
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Part A §9: dates are shown DD/MMM/YY, HH:mm (in the viewer's time zone). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  const year = String(date.getFullYear()).slice(-2);
  return `${pad(date.getDate())}/${months[date.getMonth()]}/${year}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Part A §9: scores as thousands-separated integers. */
export function formatNumber(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
