import {
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconConfetti, IconCopy, IconLayoutDashboard, IconMailForward } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { usePageTitle } from '../../../app/page-title';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { nounOf } from '../wording';

type Props = {
  dashboardPath: string;
  invitePath: (eventId: string, gameLink: string) => string;
};

function GameLink({ link }: { link: string }) {
  const text = useText();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={text('console.events.congratulation.gameUrl')}
        value={link}
        readOnly
        style={{ flex: 1 }}
        miw={0}
      />
      <CopyButton value={link} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            leftSection={<IconCopy size={16} />}
            onClick={copy}
          >
            {copied
              ? text('console.events.congratulation.copied')
              : text('console.events.congratulation.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** The link the generation screen passes along with the navigation, if it did. */
function gameLinkOf(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'gameLink' in state) {
    return typeof state.gameLink === 'string' ? state.gameLink : undefined;
  }
  return undefined;
}

/**
 * Part B §2: the new game's URL with Copy, Visit Dashboard and Send Invites. The link comes with
 * the navigation; after a reload it is read again from the event named in the address.
 */
export function CongratulationPanel({ dashboardPath, invitePath }: Props) {
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const eventId = params.get('eventId');
  const passedLink = gameLinkOf(state);
  const detail = useEventDetail(typeof passedLink === 'string' ? null : eventId);
  const gameLink = typeof passedLink === 'string' ? passedLink : detail.data?.gameLink;
  const text = useText();
  const noun = nounOf(user.projectType, text);
  usePageTitle(text('console.events.congratulation.title'));

  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={720} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack gap="lg">
        <Stack align="center" ta="center" gap="xs">
          <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
            <IconConfetti size={36} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {text('console.events.congratulation.title')}
          </Title>
          <Text c="dimmed">{text('console.events.congratulation.ready', { noun })}</Text>
        </Stack>
        {gameLink ? <GameLink link={gameLink} /> : null}
        {!gameLink && detail.isFetching ? (
          <Loader size="sm" aria-label={text('console.events.congratulation.loadingLink')} />
        ) : null}
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to={dashboardPath}
            variant="default"
            leftSection={<IconLayoutDashboard size={16} />}
          >
            {text('console.events.congratulation.visitDashboard')}
          </Button>
          {eventId && gameLink ? (
            <Button
              component={Link}
              to={invitePath(eventId, gameLink)}
              leftSection={<IconMailForward size={16} />}
            >
              {text('console.events.congratulation.sendInvites')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
