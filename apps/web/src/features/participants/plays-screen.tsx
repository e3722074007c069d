import { EmptyState, Stack } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../app/event-query';
import { usePageTitle } from '../../app/page-title';
import { useWrongEventRedirect } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { useParticipant, useParticipantPlays } from './api';
import { FormFrame, FormLoadFailed, FormLoading } from './form-frame';
import { usersListPath } from './labels';
import { PlaysCompetencies } from './plays-competencies';
import { PlaysLevels } from './plays-levels';
import { PlaysSummary } from './plays-summary';

/** /admin/users/:eventId/:userId/plays: what one participant played, level by level. */
export function PlaysScreen() {
  const text = useText();
  usePageTitle(text('console.participants.plays.title'));
  const params = useParams();
  const eventId = params.eventId ?? '';
  const userId = params.userId ?? '';
  const event = useEventDetail(eventId);
  const participant = useParticipant(eventId, userId);
  const plays = useParticipantPlays(eventId, userId);
  const reads = [event, participant, plays];
  const redirecting = useWrongEventRedirect(
    reads.map((read) => read.error),
    eventId,
  );

  let body: ReactNode;
  if (event.isPending || participant.isPending || plays.isPending || redirecting) {
    body = <FormLoading label={text('console.participants.plays.loading')} />;
  } else if (event.isError || participant.isError || plays.isError) {
    body = (
      <FormLoadFailed
        title={text('console.participants.plays.loadFailed')}
        error={event.error ?? participant.error ?? plays.error}
        onRetry={() => {
          for (const read of reads) {
            if (read.isError) {
              void read.refetch();
            }
          }
        }}
      />
    );
  } else {
    const played = plays.data.levels.some((level) => level.attempts.length > 0);
    body = (
      <Stack gap="lg">
        <PlaysSummary participant={participant.data} />
        {played ? (
          <>
            <PlaysLevels levels={plays.data.levels} />
            <PlaysCompetencies competencies={plays.data.competencies} />
          </>
        ) : (
          <EmptyState
            icon={<IconPlayerPlay />}
            withIndicatorBackground
            description={text('console.participants.plays.nothingPlayed')}
          />
        )}
      </Stack>
    );
  }
  return (
    <FormFrame
      title={
        participant.data
          ? text('console.participants.plays.playedBy', { name: participant.data.name })
          : text('console.participants.plays.title')
      }
      description={event.data?.assessmentName}
      backTo={usersListPath(eventId)}
    >
      {body}
    </FormFrame>
  );
}
