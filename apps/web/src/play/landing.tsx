import { type PlayEvent, playMessages } from '@app/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { PlayApi } from './api';
import { LinkForm } from './link-form';
import { usePageTitle } from './page-title';
import { RegisterForm } from './register-form';
import { Notice } from './ui';

/** The game's logo, name and company: the top of every page before sign-in. */
export function EventBrand({ event }: { event: PlayEvent }) {
  return (
    <Group gap="md" wrap="nowrap" className="pl-brand">
      {event.logoUrl && (
        <img src={event.logoUrl} alt={`${event.companyName} logo`} className="pl-brand-logo" />
      )}
      <div>
        <Title order={1} size="h2">
          {event.name}
        </Title>
        <Text c="dimmed" size="sm">
          {event.companyName}
        </Text>
      </div>
    </Group>
  );
}

/**
 * Before sign-in: the game's state when it is not open, else the ways in: the invited person's
 * fresh link, and registration only when the admin opened it (docs/decisions/0019-open-registration.md).
 */
export function Landing({ event, api }: { event: PlayEvent; api: PlayApi }) {
  usePageTitle(event.name);
  const open = event.status === 'open';
  return (
    <Stack gap="lg">
      <EventBrand event={event} />
      {open ? (
        <>
          {!event.openRegistration && (
            <Notice heading={2} tone="indigo" title="By invitation only">
              {playMessages.registrationClosed}
            </Notice>
          )}
          <LinkForm api={api} />
          {event.openRegistration && <RegisterForm event={event} api={api} />}
        </>
      ) : (
        <Notice
          heading={2}
          tone={event.status === 'closed' ? 'gray' : 'indigo'}
          title={event.status === 'closed' ? 'This game is closed' : 'Not open yet'}
        >
          {event.statusMessage}
        </Notice>
      )}
    </Stack>
  );
}

/** A link that did not sign in: the server's reason, and a fresh link when it was only stale. */
export function SignInProblem({
  event,
  message,
  offerLink,
  api,
}: {
  event: PlayEvent | null;
  message: string;
  offerLink: boolean;
  api: PlayApi;
}) {
  usePageTitle('Sign-in problem', event?.name);
  return (
    <Stack gap="lg">
      {event && <EventBrand event={event} />}
      <Notice tone="orange" title="We could not sign you in" heading={event ? 2 : 1} role="alert">
        {message}
      </Notice>
      {offerLink && <LinkForm api={api} />}
    </Stack>
  );
}
