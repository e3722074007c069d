import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../app/event-query';
import { usePageTitle } from '../../app/page-title';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { useWrongEventRedirect } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { useLevelsOverview } from './api';
import { LevelsSection } from './levels-section';
import { CharactersSection, SkillsSection } from './overview-sections';
import { ScreenFrame } from './screen-frame';
import { useCanEditLevels } from './use-can-edit';

/** /admin/levels/:eventId: the event's levels, skills and characters (part B §2 Levels Info). */
export function LevelsInfoScreen() {
  const text = useText();
  usePageTitle(text('console.levels.info.title'));
  const eventId = useParams().eventId ?? '';
  const canEdit = useCanEditLevels(eventId);
  const event = useEventDetail(eventId);
  const overview = useLevelsOverview(eventId);
  const redirecting = useWrongEventRedirect([overview.error], eventId);

  let body: ReactNode;
  if (overview.isPending || redirecting) {
    body = <QueryLoader noun={text('console.levels.info.noun')} size="md" />;
  } else if (overview.isError) {
    body = <QueryError query={overview} noun={text('console.levels.info.noun')} />;
  } else {
    body = (
      <>
        <LevelsSection eventId={eventId} levels={overview.data.levels} canEdit={canEdit} />
        <SkillsSection overview={overview.data} />
        <CharactersSection eventId={eventId} overview={overview.data} canEdit={canEdit} />
      </>
    );
  }
  return (
    <ScreenFrame
      title={text('console.levels.info.title')}
      subtitle={
        event.data ? (
          <Text c="dimmed" size="sm">
            {event.data.assessmentName}
          </Text>
        ) : null
      }
    >
      <Stack gap="lg">{body}</Stack>
    </ScreenFrame>
  );
}
