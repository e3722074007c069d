import { measurementScreenMessages as m } from '@app/domain';
import { Loader, Text } from '@mantine/core';
import { formatDateTime } from '../../../app/dates';
import type { FiguresFreshness } from './api';

/** Figures waiting for their first computation: nothing to show yet, and why. */
export const isPending = (f: FiguresFreshness) => !f.upToDate && f.computedAt === null;

/**
 * When the figures were computed, and whether newer answers wait for the next refresh
 * (docs/decisions/0025-measurement-refresh.md). Read out when it changes.
 */
export function FreshnessNote({ freshness }: { freshness: FiguresFreshness }) {
  if (isPending(freshness)) {
    return (
      <Text size="sm" role="status" c="dimmed">
        <Loader size={12} mr={6} type="oval" aria-hidden />
        {m.figuresPending}
      </Text>
    );
  }
  return (
    <Text size="sm" role="status" c="dimmed">
      {freshness.computedAt ? m.figuresAsOf(formatDateTime(freshness.computedAt)) : null}
      {freshness.upToDate ? null : ` ${m.figuresRefreshing}`}
    </Text>
  );
}
