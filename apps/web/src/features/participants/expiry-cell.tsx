import { expiryState, type Participant } from '@app/domain';
import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBan, IconInfinity } from '@tabler/icons-react';
import { formatDateTime } from '../../app/dates';

type Props = { participant: Pick<Participant, 'canExpire' | 'expiryDate'>; now?: Date };

/**
 * Part A §4: an infinity icon when the participant cannot expire, a ban icon when Can expire is
 * set without a date, the date (red once passed) otherwise. The icons carry their meaning as
 * an accessible name, since an icon alone says nothing to a screen reader.
 */
export function ExpiryCell({ participant, now }: Props) {
  const state = expiryState(participant, now);
  if (state === 'never') {
    return (
      <Tooltip label="Never expires" withArrow>
        <IconInfinity size={20} role="img" aria-label="Never expires" display="block" />
      </Tooltip>
    );
  }
  if (state === 'unset' || !participant.expiryDate) {
    return (
      <Tooltip label="Can expire, no date set" withArrow>
        <IconBan
          size={20}
          role="img"
          aria-label="Can expire, no date set"
          color="orange"
          display="block"
        />
      </Tooltip>
    );
  }
  const date = formatDateTime(participant.expiryDate);
  return state === 'expired' ? (
    <Text size="sm" c="red" fw={500} title="Expired">
      {date}
      <VisuallyHidden> (expired)</VisuallyHidden>
    </Text>
  ) : (
    <Text size="sm">{date}</Text>
  );
}
