/** How the measurement screens write their figures (ratios to 2 places, shares as %). */
export const fixed2 = (value: number) => value.toFixed(2);

export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Shares that do not round to a whole percent keep one place (0.4 %, not 0 %). */
export const rate = (share: number) => {
  const pct = share * 100;
  return Number.isInteger(pct) || pct >= 10 ? `${Math.round(pct)}%` : `${pct.toFixed(1)}%`;
};

export const seconds = (value: number) => `${value.toFixed(1)} s`;
