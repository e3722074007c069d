/**
 * The '% to complete' of the wizard journey (part B §4: base 4, +12 per completed step, +24 for
 * the games step in progress, capped at 100). No step can be completed yet, so it is the base;
 * the wizard issue computes it from the draft with a domain rule.
 */
export const JOURNEY_BASE_PERCENT = 4;

export function useJourneyProgress(): number {
  return JOURNEY_BASE_PERCENT;
}
