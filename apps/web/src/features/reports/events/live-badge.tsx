import { Badge, Tooltip } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';

/** A quiet sign that the numbers on screen follow the players as they play. */
export function LiveBadge({ connected }: { connected: boolean }) {
  const text = useText();
  if (!connected) {
    return null;
  }
  return (
    <Tooltip label={text('console.reports.live.tooltip')}>
      {/* Focusable, so the tooltip's explanation reaches keyboard users too. */}
      <Badge variant="dot" color="green" size="sm" tabIndex={0}>
        {text('console.reports.live.badge')}
      </Badge>
    </Tooltip>
  );
}
