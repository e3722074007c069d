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
  const noun = nounOf(user.projectType);
  usePageTitle('Creating Event');
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
            Creating your {noun}
          </Title>
        </Group>
        {state.status === 'running' ? (
          <>
            <Text c="dimmed" size="sm">
              Levels and questions are being set up. This takes a few seconds; please keep this page
              open.
            </Text>
            <Progress
              value={state.percent}
              size="xl"
              striped
              animated
              aria-label={`Creating your ${noun}`}
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
          <Alert color="red" role="alert" title={`The ${noun} could not be created`}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{state.error.message}</Text>
              <Button component={Link} to={backPath} variant="light" color="red">
                Back to Selection
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
