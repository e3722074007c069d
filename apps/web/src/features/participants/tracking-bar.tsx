import { TRACKING_STATES, type TrackingState, trackingLabels } from '@app/domain';
import { Chip, Group, Skeleton, Text } from '@mantine/core';
import { formatNumber } from '../../app/format';
import { useText } from '../../i18n/language-switch';
import { useTrackingCounts } from './tracking-api';

export const trackingColors: Record<TrackingState, string> = {
  sent: 'gray',
  delivered: 'blue',
  opened: 'cyan',
  started: 'orange',
  completed: 'green',
};

type Props = {
  eventId: string;
  selected: TrackingState[];
  onChange: (states: TrackingState[]) => void;
};

/**
 * The users list header's invitation counts, one chip per state; ticking chips filters the
 * list to those states (several at once: "opened or started").
 */
export function TrackingBar({ eventId, selected, onChange }: Props) {
  const text = useText();
  const counts = useTrackingCounts(eventId);
  if (counts.isError) {
    return null;
  }
  return (
    <Group
      gap="xs"
      align="center"
      wrap="wrap"
      role="group"
      aria-label={text('console.participants.tracking.label')}
    >
      <Text size="sm" fw={500}>
        {text('console.participants.tracking.invitations')}
      </Text>
      {counts.data ? (
        <Chip.Group
          multiple
          value={selected}
          onChange={(values) =>
            onChange(TRACKING_STATES.filter((s) => (values as string[]).includes(s)))
          }
        >
          {TRACKING_STATES.map((state) => (
            <Chip key={state} value={state} size="xs" color={trackingColors[state]}>
              {trackingLabels[state]} {formatNumber(counts.data[state])}
            </Chip>
          ))}
        </Chip.Group>
      ) : (
        <Skeleton h={24} w={360} maw="100%" />
      )}
    </Group>
  );
}
