import { EmptyState, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/page-title';
import { useCurrentUser } from '../../app/session';

type Props = {
  /** The spec's screen name. */
  title: string;
  /** The name the progress edition uses, where the spec renames the screen. */
  progressTitle?: string;
  /** One sentence saying what will appear here; given the edition's word for an event. */
  description: string | ((noun: 'game' | 'assessment') => string);
  icon: ReactNode;
};

/** A screen a later issue fills: its title and what it will show, never a blank page. */
export function PlaceholderScreen({ title, progressTitle, description, icon }: Props) {
  const user = useCurrentUser();
  const shownTitle = user?.projectType === 'progress' && progressTitle ? progressTitle : title;
  usePageTitle(shownTitle);
  // Part B §1: the progress edition says game, the other says assessment.
  const noun = user?.projectType === 'progress' ? 'game' : 'assessment';
  const text = typeof description === 'function' ? description(noun) : description;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {shownTitle}
      </Title>
      <Paper withBorder p="xl">
        <EmptyState icon={icon} description={text} withIndicatorBackground />
      </Paper>
    </Stack>
  );
}
