/**
 * TanStack Query keys of the measurement reads (CONVENTIONS 13): item analysis, reliability and
 * fairness, each of one event.
 */
export const measurementKeys = {
  all: ['measurement'] as const,
  event: (eventId: string) => [...measurementKeys.all, eventId] as const,
  items: (eventId: string, params: Record<string, string>) =>
    [...measurementKeys.event(eventId), 'items', params] as const,
  reliability: (eventId: string) => [...measurementKeys.event(eventId), 'reliability'] as const,
  fairness: (eventId: string) => [...measurementKeys.event(eventId), 'fairness'] as const,
};
