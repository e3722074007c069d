import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { easyPaths } from './paths';

/** /easy-flow/index: 'Lets begin!' (part B §2); the text follows the edition. */
export function EasyFlowStart() {
  const user = useSignedInUser();
  const text = useText();
  usePageTitle(text('console.events.easyStart.title'));
  const intro =
    user.projectType === 'progress'
      ? text('console.events.easyStart.introProgress')
      : text('console.events.easyStart.introAce');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={720} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconPlayerPlay size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {text('console.events.easyStart.title')}
        </Title>
        <Text c="dimmed" maw={520}>
          {intro}
        </Text>
        <Button size="md" component={Link} to={easyPaths.step1}>
          {text('console.events.easyStart.getStarted')}
        </Button>
        <Anchor component={Link} to="/assessment/index" size="sm">
          {text('console.events.easyStart.useWizard')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
