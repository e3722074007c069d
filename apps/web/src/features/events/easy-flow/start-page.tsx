import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import { useSignedInUser } from '../../../app/session';
import { easyPaths } from './paths';

/** /easy-flow/index: 'Lets begin!' (part B §2); the text follows the edition. */
export function EasyFlowStart() {
  const user = useSignedInUser();
  usePageTitle('Lets begin!');
  const text =
    user.projectType === 'progress'
      ? 'Build a competency game for your team in four short steps: name it, choose the competencies and mini games, customize it and launch it.'
      : 'Build a hiring assessment in four short steps: name it, choose the competencies and the cognitive and aptitude games, customize it and launch it.';
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={720} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconPlayerPlay size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Lets begin!
        </Title>
        <Text c="dimmed" maw={520}>
          {text}
        </Text>
        <Button size="md" component={Link} to={easyPaths.step1}>
          Get Started
        </Button>
        <Anchor component={Link} to="/assessment/index" size="sm">
          Prefer more options? Use the step-by-step wizard
        </Anchor>
      </Stack>
    </Paper>
  );
}
