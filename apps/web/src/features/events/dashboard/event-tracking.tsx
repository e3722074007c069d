import { TRACKING_STATES, trackingLabels } from '@app/domain';
import { Group, Text } from '@mantine/core';
import { formatNumber } from '../../../app/format';
import { useText } from '../../../i18n/language-switch';
import { useTrackingCounts } from '../../participants/tracking-api';

/**
 * The card's invitation tracking: how many participants are at each state. Loaded after the
 * card, so the dashboard's first paint does not wait for it; nothing shows until it arrives.
 */
export function EventTracking({ eventId, name }: { eventId: string; name: string }) {
  const text = useText();
  const counts = useTrackingCounts(eventId);
  if (!counts.data || counts.data.total === 0) {
    return null;
  }
  const data = counts.data;
  return (
    <Group
      gap={4}
      component="dl"
      aria-label={text('console.events.tracking.invitationsNamed', { name })}
      style={{ margin: 0, rowGap: 0 }}
    >
      {TRACKING_STATES.map((state, i) => (
        <Group key={state} gap={3} wrap="nowrap">
          <Text component="dt" size="xs" c="dimmed">
            {trackingLabels[state]}
          </Text>
          <Text component="dd" size="xs" fw={600} m={0}>
            {formatNumber(data[state])}
            {i < TRACKING_STATES.length - 1 ? <span aria-hidden> ·</span> : null}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
