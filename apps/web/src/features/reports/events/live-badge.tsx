import { Badge, Tooltip } from '@mantine/core';

/** A quiet sign that the numbers on screen follow the players as they play. */
export function LiveBadge({ connected }: { connected: boolean }) {
  if (!connected) {
    return null;
  }
  return (
    <Tooltip label="Updates by itself as participants play">
      {/* Focusable, so the tooltip's explanation reaches keyboard users too. */}
      <Badge variant="dot" color="green" size="sm" tabIndex={0}>
        Live
      </Badge>
    </Tooltip>
  );
}
