import { reportMessages } from '@app/domain';
import { Alert, EmptyState, Paper, Stack } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../app/api-client';
import { useEventDetail } from '../../../app/event-query';
import { useSignedInUser } from '../../../app/session';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { ReportFrame } from '../../../app/ui/report-frame';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { useUserStrengths } from './api';
import { screenTitle } from './labels';
import { UserStrengthsPicker } from './user-strengths-picker';
import { UserStrengthsReport } from './user-strengths-report';

/**
 * /admin/user-strengths/:eventId: one participant's competencies and level scores. The chosen
 * participant is in the address (?user=<id>), so a reload or a shared link shows the same one.
 */
export function UserStrengthsScreen() {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const userId = searchParams.get('user') || null;
  const user = useSignedInUser();
  const event = useEventDetail(eventId);
  const strengths = useUserStrengths(eventId, userId);
  const redirecting = useWrongEventRedirect([event.error, strengths.error], eventId);
  const title = screenTitle('userStrengths', event.data?.projectType ?? user.projectType);

  let body: ReactNode;
  if (redirecting) {
    body = <QueryLoader noun={text('console.reports.userStrengths.noun')} size="md" />;
  } else if (userId === null) {
    body = (
      <Paper withBorder p="xl">
        <EmptyState
          icon={<IconUserSearch />}
          withIndicatorBackground
          description={reportMessages.selectUser}
        />
      </Paper>
    );
  } else if (strengths.isPending) {
    body = <QueryLoader noun={text('console.reports.userStrengths.noun')} size="md" />;
  } else if (strengths.isError) {
    // An id from an old link whose participant is gone: say so, the picker stays usable.
    body =
      isApiError(strengths.error, 404) || isApiError(strengths.error, 400) ? (
        <Alert color="yellow" title={reportMessages.selectUser}>
          {errorMessage(strengths.error)}
        </Alert>
      ) : (
        <QueryError query={strengths} noun={text('console.reports.userStrengths.noun')} />
      );
  } else {
    body = <UserStrengthsReport eventId={eventId} data={strengths.data} />;
  }

  return (
    <ReportFrame
      title={title}
      eventName={event.data?.assessmentName}
      description={text('console.reports.userStrengths.description')}
    >
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} maw={520}>
          <UserStrengthsPicker
            eventId={eventId}
            onPick={(match) => setSearchParams({ user: match.id })}
          />
        </Paper>
        {body}
      </Stack>
    </ReportFrame>
  );
}
