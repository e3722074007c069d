import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useSignedInUser } from '../../app/session';
import { useText } from '../../i18n/language-switch';
import { useEventList } from './use-events';
import { nounOf } from './wording';

/** Part B §9: the start button waits one second before opening the first step. */
export const START_DELAY_MS = 1000;

export function AssessmentStartPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [isStarting, setIsStarting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const text = useText();
  const noun = nounOf(user.projectType, text);
  usePageTitle(text('console.events.start.pageTitle'));
  // Accounts with games come here too (the easy flow's "step-by-step wizard" link): "your
  // first" only while the account has none. The heading stays hidden (its place kept) until the
  // count is in, so it does not change under the reader's eye.
  const games = useEventList(null);
  const heading =
    games.data?.totals.games === 0
      ? text('console.events.start.headingFirst', { noun })
      : text('console.events.start.headingNew', { noun });

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
        <Title order={1} size="h2" style={{ visibility: games.isPending ? 'hidden' : undefined }}>
          {heading}
        </Title>
        <Text c="dimmed" maw={520}>
          {text('console.events.start.intro', { noun })}
        </Text>
        <Button size="md" onClick={start} loading={isStarting} disabled={isStarting}>
          {text('console.events.start.start')}
        </Button>
      </Stack>
    </Paper>
  );
}
