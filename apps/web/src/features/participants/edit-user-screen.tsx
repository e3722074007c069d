import { Alert, Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useStoredEventId } from '../../app/event-id';
import { useEventDetail } from '../../app/event-query';
import { usePageTitle } from '../../app/page-title';
import { DASHBOARD_PATH, useWrongEventRedirect } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { RichText } from '../../play/rich-text';
import { useParticipant, useUpdateParticipant } from './api';
import { FormFrame, FormLoadFailed, FormLoading } from './form-frame';
import { usersListPath } from './labels';
import { ParticipantForm, type SaveInput } from './participant-form';
import { useLeavingRefusals } from './save-outcome';

/**
 * /admin/users/:userId/edit. The route has no event, so the stored one is used (part A §2:
 * "Save returns to /admin/users/{stored eventId}").
 */
export function EditUserScreen() {
  const text = useText();
  usePageTitle(text('console.participants.editUser.title'));
  const userId = useParams().userId ?? '';
  const eventId = useStoredEventId();
  const navigate = useNavigate();
  const event = useEventDetail(eventId);
  const participant = useParticipant(eventId, userId);
  const update = useUpdateParticipant(eventId ?? '', userId);
  const redirecting = useWrongEventRedirect(
    [event.error, participant.error, update.error],
    eventId,
  );
  const leaves = useLeavingRefusals(eventId ?? '');
  const listPath = eventId ? usersListPath(eventId) : null;

  const save = async ({ email: _readOnly, ...fields }: SaveInput) => {
    try {
      await update.mutateAsync(fields);
    } catch (error) {
      if (leaves(error)) {
        return;
      }
      throw error;
    }
    notifications.show({
      color: 'green',
      message: text('console.participants.editUser.saved', { name: fields.name }),
    });
    await navigate(listPath ?? DASHBOARD_PATH);
  };

  let body: ReactNode;
  if (!eventId) {
    body = (
      <Alert color="yellow" title={text('console.participants.common.noGame')}>
        <RichText
          id="console.participants.editUser.noGameText"
          components={{ 0: <Anchor component={Link} to={DASHBOARD_PATH} /> }}
        />
      </Alert>
    );
  } else if (event.isPending || participant.isPending || redirecting) {
    body = <FormLoading label={text('console.participants.editUser.loading')} />;
  } else if (event.isError || participant.isError) {
    body = (
      <FormLoadFailed
        title={text('console.participants.editUser.loadFailed')}
        error={event.error ?? participant.error}
        onRetry={() => {
          void event.refetch();
          void participant.refetch();
        }}
      />
    );
  } else {
    body = (
      <ParticipantForm
        event={event.data}
        participant={participant.data}
        isSaving={update.isPending}
        onSave={save}
        onCancel={() => void navigate(listPath ?? DASHBOARD_PATH)}
      />
    );
  }
  return (
    <FormFrame
      title={text('console.participants.editUser.title')}
      description={participant.data ? participant.data.email : undefined}
      backTo={listPath}
    >
      {body}
    </FormFrame>
  );
}
