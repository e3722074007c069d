import type { PlayEvent } from '@app/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useText } from '../i18n/language-switch';
import type { PlayApi } from './api';
import { usePlayFormat } from './format';
import { LinkForm } from './link-form';
import { usePageTitle } from './page-title';
import { RegisterForm } from './register-form';
import { Notice } from './ui';

/** The game's logo, name and company: the top of every page before sign-in. */
export function EventBrand({ event }: { event: PlayEvent }) {
  const text = useText();
  return (
    <Group gap="md" wrap="nowrap" className="pl-brand">
      {event.logoUrl && (
        <img
          src={event.logoUrl}
          alt={text('play.brand.logoAlt', { company: event.companyName })}
          className="pl-brand-logo"
        />
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
 * Why a game that is not open cannot be played, with its date, in the page's language (the
 * server's statusMessage says the same in English: the domain's eventStatusMessage).
 */
function useStatusText(event: PlayEvent): string | null {
  const text = useText();
  const { day } = usePlayFormat();
  if (event.status === 'notLaunched') {
    return event.launchDate
      ? text('play.status.notLaunched', { date: day(event.launchDate) })
      : text('play.status.notScheduled');
  }
  if (event.status === 'closed' && event.closingDate) {
    return text('play.status.closed', { date: day(event.closingDate) });
  }
  return event.statusMessage;
}

/**
 * Before sign-in: the game's state when it is not open, else the ways in: the invited person's
 * fresh link, and registration only when the admin opened it (docs/decisions/0019-open-registration.md).
 */
export function Landing({ event, api }: { event: PlayEvent; api: PlayApi }) {
  const text = useText();
  const status = useStatusText(event);
  usePageTitle(event.name);
  const open = event.status === 'open';
  return (
    <Stack gap="lg">
      <EventBrand event={event} />
      {open ? (
        <>
          {!event.openRegistration && (
            <Notice heading={2} tone="indigo" title={text('play.landing.invitationOnly')}>
              {text('play.server.registrationClosed')}
            </Notice>
          )}
          <LinkForm api={api} />
          {event.openRegistration && <RegisterForm event={event} api={api} />}
        </>
      ) : (
        <Notice
          heading={2}
          tone={event.status === 'closed' ? 'gray' : 'indigo'}
          title={
            event.status === 'closed'
              ? text('play.landing.closedTitle')
              : text('play.landing.notOpenTitle')
          }
        >
          {status}
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
  const text = useText();
  usePageTitle(text('play.signInProblem.pageTitle'), event?.name);
  return (
    <Stack gap="lg">
      {event && <EventBrand event={event} />}
      <Notice
        tone="orange"
        title={text('play.signInProblem.title')}
        heading={event ? 2 : 1}
        role="alert"
      >
        {message}
      </Notice>
      {offerLink && <LinkForm api={api} />}
    </Stack>
  );
}
