/** Part A §9: scores as thousands-separated integers. Dates are in ./dates. */
export function formatNumber(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
