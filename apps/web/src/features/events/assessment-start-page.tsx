import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useSignedInUser } from '../../app/session';

/** Part B §9: the start button waits one second before opening the first step. */
export const START_DELAY_MS = 1000;

export function AssessmentStartPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [isStarting, setIsStarting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const noun = user.projectType === 'progress' ? 'game' : 'assessment';
  usePageTitle('Start');

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = () => {
    setIsStarting(true);
    timer.current = window.setTimeout(() => {
      void navigate('/assessment/info');
    }, START_DELAY_MS);
  };

  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={720} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconRocket size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Create your first {noun}
        </Title>
        <Text c="dimmed" maw={520}>
          In a few steps you name your {noun}, choose what it measures, decide what participants
          fill in, add your logo and set the dates. You can review everything before it is created.
        </Text>
        <Button size="md" onClick={start} loading={isStarting} disabled={isStarting}>
          Start
        </Button>
      </Stack>
    </Paper>
  );
}
