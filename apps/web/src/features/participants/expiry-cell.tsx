import { expiryState, type Participant } from '@app/domain';
import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBan, IconInfinity } from '@tabler/icons-react';
import { formatDateTime } from '../../app/dates';
import { useText } from '../../i18n/language-switch';

type Props = { participant: Pick<Participant, 'canExpire' | 'expiryDate'>; now?: Date };

/**
 * Part A §4: an infinity icon when the participant cannot expire, a ban icon when Can expire is
 * set without a date, the date (red once passed) otherwise. The icons carry their meaning as
 * an accessible name, since an icon alone says nothing to a screen reader.
 */
export function ExpiryCell({ participant, now }: Props) {
  const text = useText();
  const state = expiryState(participant, now);
  if (state === 'never') {
    return (
      <Tooltip label={text('console.participants.expiry.neverExpires')} withArrow>
        <IconInfinity
          size={20}
          role="img"
          aria-label={text('console.participants.expiry.neverExpires')}
          display="block"
        />
      </Tooltip>
    );
  }
  if (state === 'unset' || !participant.expiryDate) {
    return (
      <Tooltip label={text('console.participants.expiry.canExpireNoDate')} withArrow>
        <IconBan
          size={20}
          role="img"
          aria-label={text('console.participants.expiry.canExpireNoDate')}
          color="orange"
          display="block"
        />
      </Tooltip>
    );
  }
  const date = formatDateTime(participant.expiryDate);
  return state === 'expired' ? (
    <Text size="sm" c="red" fw={500} title={text('console.participants.expiry.expired')}>
      {date}
      <VisuallyHidden> {text('console.participants.expiry.expiredNote')}</VisuallyHidden>
    </Text>
  ) : (
    <Text size="sm">{date}</Text>
  );
}
