import { Skeleton, Text } from '@mantine/core';
import { Component, type ReactNode, Suspense } from 'react';
import { useText } from '../../i18n/language-switch';

type Props = { height: number; children: ReactNode };

/** A class component has no hooks: the boundary's message is its own component. */
function ChartFailed() {
  const text = useText();
  return (
    <Text size="sm" c="dimmed" role="status">
      {text('console.ui.chart.failed')}
    </Text>
  );
}

class ChartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <ChartFailed />;
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
  const text = useText();
  return (
    <ChartBoundary height={height}>
      <Suspense
        fallback={
          <Skeleton height={height} role="status" aria-label={text('console.ui.chart.loading')} />
        }
      >
        {children}
      </Suspense>
    </ChartBoundary>
  );
}
