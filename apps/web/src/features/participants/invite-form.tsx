import { authMessages, isEmail, participantMessages, usersLimitLine } from '@app/domain';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../app/api-client';
import { useText } from '../../i18n/language-switch';
import { useInvite } from './api';

type Failure = { title?: string; message: string };

/** Part B §5's invite refusals, as the legacy alerts showed them: a title and a line. */
function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.code === 'MAX_USERS') {
    return { title: participantMessages.maxUsersTitle, message: usersLimitLine(error.message) };
  }
  if (error instanceof ApiError && error.status === 409) {
    return {
      title: participantMessages.emailExistsTitle,
      message: participantMessages.emailRegistered,
    };
  }
  return { message: errorMessage(error) };
}

/** One e-mail address, invited to the game (part B §2 Invitation). */
export function InviteForm({ eventId }: { eventId: string }) {
  const text = useText();
  const [email, setEmail] = useState('');
  // true marks the field invalid when the alert below already says why.
  const [fieldError, setFieldError] = useState<string | boolean>(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const invite = useInvite(eventId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const address = email.trim();
    if (!address) {
      setFieldError(true);
      setFailure({
        title: participantMessages.provideEmail,
        message: participantMessages.emailRequired,
      });
      return;
    }
    if (!isEmail(address)) {
      setFieldError(authMessages.invalidEmail);
      return;
    }
    setFieldError(false);
    invite.mutate(address, {
      onSuccess: () => {
        setEmail('');
        notifications.show({ color: 'green', message: participantMessages.inviteSent });
      },
      onError: (error) => setFailure(failureOf(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={text('console.participants.invite.email')}
          type="email"
          placeholder={text('console.participants.invite.emailPlaceholder')}
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setFieldError(false);
          }}
          error={fieldError}
          style={{ flex: '1 1 240px' }}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={invite.isPending}
          disabled={invite.isPending}
          leftSection={<IconSend size={16} />}
        >
          {text('console.participants.invite.submit')}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" title={failure.title} mt="sm" role="alert">
          {failure.message}
        </Alert>
      ) : null}
    </form>
  );
}
