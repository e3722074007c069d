import { Skeleton, Text } from '@mantine/core';
import { Component, type ReactNode, Suspense } from 'react';

type Props = { height: number; children: ReactNode };

class ChartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Text size="sm" c="dimmed" role="status">
          The chart could not be loaded; the table has the same numbers.
        </Text>
      );
    }
    return this.props.children;
  }
}

/**
 * Where a lazily loaded chart goes. The charts library is the largest part of these screens,
 * so the tables show first; a chunk that fails to load costs the chart only, never the screen
 * (the table beside it is the chart's text alternative anyway).
 */
export function ChartSlot({ height, children }: Props) {
  return (
    <ChartBoundary height={height}>
      <Suspense
        fallback={<Skeleton height={height} role="status" aria-label="Loading the chart" />}
      >
        {children}
      </Suspense>
    </ChartBoundary>
  );
}
