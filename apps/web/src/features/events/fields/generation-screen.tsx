import {
  Alert,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { hasCode } from '../../../app/api-client';
import { usePageTitle } from '../../../app/page-title';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { type GenerationResult, useGeneration } from '../use-generation';
import { nounOf } from '../wording';
import { EventLostModal } from './event-lost-modal';

type Props = {
  /** The congratulation page of this flow, given the new game. */
  donePath: (result: GenerationResult) => string;
  /** Where a failed creation goes back to (the review). */
  backPath: string;
  /** Where 'Event Lost' sends the admin. */
  startPath: string;
};

/**
 * The loading page (part B §4): the server streams each stage as it finishes, so the bar shows
 * the real progress; on success it moves on to the congratulation page.
 */
export function GenerationScreen({ donePath, backPath, startPath }: Props) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const text = useText();
  const noun = nounOf(user.projectType, text);
  usePageTitle(text('console.events.generation.pageTitle'));
  const state = useGeneration((result) =>
    navigate(donePath(result), { replace: true, state: { gameLink: result.gameLink } }),
  );

  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={640} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack gap="md" align="stretch">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <IconHourglass size={24} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {text('console.events.generation.title', { noun })}
          </Title>
        </Group>
        {state.status === 'running' ? (
          <>
            <Text c="dimmed" size="sm">
              {text('console.events.generation.running')}
            </Text>
            <Progress
              value={state.percent}
              size="xl"
              striped
              animated
              aria-label={text('console.events.generation.title', { noun })}
            />
            {/* The bar names only the percent; the stage is read out from here. */}
            <Group justify="space-between" aria-live="polite">
              <Text fw={600}>{state.stage}</Text>
              <Text fw={600}>{state.percent}%</Text>
            </Group>
          </>
        ) : hasCode(state.error, 'EVENT_LOST') ? (
          <EventLostModal proceedTo={startPath} />
        ) : (
          <Alert
            color="red"
            role="alert"
            title={text('console.events.generation.failed', { noun })}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{state.error.message}</Text>
              <Button component={Link} to={backPath} variant="light" color="red">
                {text('console.events.generation.backToSelection')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
