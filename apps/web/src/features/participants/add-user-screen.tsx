import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useEventDetail } from '../../app/event-query';
import { usePageTitle } from '../../app/page-title';
import { useWrongEventRedirect } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { useAddParticipant } from './api';
import { FormFrame, FormLoadFailed, FormLoading } from './form-frame';
import { usersListPath } from './labels';
import { ParticipantForm, type SaveInput } from './participant-form';
import { useLeavingRefusals } from './save-outcome';

/** /admin/users/new/:eventId: one participant, invited by e-mail once saved (part A §5). */
export function AddUserScreen() {
  const text = useText();
  usePageTitle(text('console.participants.addUser.title'));
  const eventId = useParams().eventId ?? '';
  const navigate = useNavigate();
  const event = useEventDetail(eventId);
  const add = useAddParticipant(eventId);
  const redirecting = useWrongEventRedirect([event.error, add.error], eventId);
  const leaves = useLeavingRefusals(eventId);
  const listPath = usersListPath(eventId);

  const save = async (input: SaveInput) => {
    try {
      await add.mutateAsync(input);
    } catch (error) {
      if (leaves(error)) {
        return;
      }
      throw error;
    }
    notifications.show({
      color: 'green',
      message: text('console.participants.addUser.added', { name: input.name }),
    });
    await navigate(listPath);
  };

  let body: ReactNode;
  if (event.isPending || redirecting) {
    body = <FormLoading label={text('console.participants.addUser.loading')} />;
  } else if (event.isError) {
    body = (
      <FormLoadFailed
        title={text('console.participants.common.gameLoadFailed')}
        error={event.error}
        onRetry={() => void event.refetch()}
      />
    );
  } else {
    body = (
      <ParticipantForm
        event={event.data}
        participant={null}
        isSaving={add.isPending}
        onSave={save}
        onCancel={() => void navigate(listPath)}
      />
    );
  }
  return (
    <FormFrame
      title={text('console.participants.addUser.title')}
      description={
        event.data
          ? text('console.participants.addUser.description', { game: event.data.assessmentName })
          : undefined
      }
      backTo={listPath}
    >
      {body}
    </FormFrame>
  );
}
