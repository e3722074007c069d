import { Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode };

/**
 * The chart is a chunk of its own (the chart library is the screen's largest part); a chunk
 * that fails to load (a deploy in between, a dropped connection) costs the chart only, since
 * its numbers are in the table beside it.
 */
export class ChartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Text size="sm" c="dimmed">
          The chart could not be loaded. Its numbers are in the level scores table.
        </Text>
      );
    }
    return this.props.children;
  }
}
