import { isFinalLevel, isNumberedLevel } from '@app/domain';
import { Badge, Button, EmptyState, Stack } from '@mantine/core';
import { IconPencil, IconPuzzle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { SectionCard } from '../../app/ui/section-card';
import { useWrongEventRedirect } from '../../app/wrong-event';
import { useLevelDetail } from './api';
import { levelTitle } from './labels';
import { LevelDetailsCard } from './level-details-card';
import { LevelQuestionsSection } from './level-questions-section';
import { editLevelPath, levelsInfoPath } from './paths';
import { LoadFailed, ScreenFrame, ScreenLoading } from './screen-frame';
import { useCanEditLevels } from './use-can-edit';

/** A game level has no questions of its own: its screens are the mini game's. */
function MiniGameScreensCard() {
  return (
    <SectionCard title="Mini-game screens">
      <EmptyState
        size="sm"
        icon={<IconPuzzle />}
        withIndicatorBackground
        description="This level plays a mini game. Its screens are the mini game's own and are managed in the catalog."
      />
    </SectionCard>
  );
}

/** /admin/levelDetails/:eventId/:lName: one level and its questions (part B §2 Level details). */
export function LevelDetailsScreen() {
  usePageTitle('Level Details');
  const params = useParams();
  const eventId = params.eventId ?? '';
  const levelName = params.lName ?? '';
  const canEdit = useCanEditLevels(eventId);
  const detail = useLevelDetail(eventId, levelName);
  const redirecting = useWrongEventRedirect([detail.error], eventId);

  let body: ReactNode;
  if (detail.isPending || redirecting) {
    body = <ScreenLoading label="Loading the level" />;
  } else if (detail.isError) {
    body = <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  } else {
    body = (
      <Stack gap="lg">
        <LevelDetailsCard level={detail.data.level} />
        {isNumberedLevel(levelName) ? (
          <LevelQuestionsSection
            eventId={eventId}
            levelName={levelName}
            questions={detail.data.questions}
            canEdit={canEdit}
          />
        ) : (
          <MiniGameScreensCard />
        )}
      </Stack>
    );
  }
  return (
    <ScreenFrame
      title={`${levelTitle(levelName)} details`}
      back={{ to: levelsInfoPath(eventId), label: 'Back to levels' }}
      subtitle={
        detail.data && isFinalLevel(detail.data.level.final) ? (
          <Badge mt={4} variant="light">
            Final Level
          </Badge>
        ) : null
      }
      actions={
        canEdit ? (
          <Button
            component={Link}
            to={editLevelPath(eventId, levelName)}
            variant="default"
            leftSection={<IconPencil size={16} />}
          >
            Edit Level
          </Button>
        ) : null
      }
    >
      {body}
    </ScreenFrame>
  );
}
