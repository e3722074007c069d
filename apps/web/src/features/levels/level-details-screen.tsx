import {
  isFinalLevel,
  isNumberedLevel,
  type LevelPlayProblem,
  levelPlayability,
  levelPlayFacts,
} from '@app/domain';
import { Badge, Button, EmptyState, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconPuzzle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { SectionCard } from '../../app/ui/section-card';
import { useWrongEventRedirect } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { isMiniScreenGame } from '../mini-screens/labels';
import { MiniScreensSection } from '../mini-screens/mini-screens-section';
import { type LevelDetail, useLevelDetail } from './api';
import { levelTitle } from './labels';
import { LevelDetailsCard } from './level-details-card';
import { LevelQuestionsSection } from './level-questions-section';
import { OffMapWarning } from './off-map-warning';
import { addQuestionPath, editLevelPath, levelsInfoPath } from './paths';
import { LoadFailed, ScreenFrame, ScreenLoading } from './screen-frame';
import { useCanEditLevels } from './use-can-edit';

/**
 * The level of a game with nothing to edit here: a cognitive or aptitude game, or a catalog
 * mini game without screens (Mini 5 onwards). Neither questions nor screens of its own.
 */
function GameLevelCard() {
  const text = useText();
  return (
    <SectionCard title={text('console.levels.details.gameTitle')}>
      <EmptyState
        size="sm"
        icon={<IconPuzzle />}
        withIndicatorBackground
        description={text('console.levels.details.gameNote')}
      />
    </SectionCard>
  );
}

/** Below the details: a numbered level's questions, a Mini level's screens, or a game's note. */
function LevelContent(props: {
  eventId: string;
  levelName: string;
  questions: LevelDetail['questions'];
  canEdit: boolean;
}) {
  if (isNumberedLevel(props.levelName)) {
    return <LevelQuestionsSection {...props} />;
  }
  return isMiniScreenGame(props.levelName) ? (
    <MiniScreensSection miniGame={props.levelName} eventId={props.eventId} />
  ) : (
    <GameLevelCard />
  );
}

/** What fixes a problem: questions are added here, counts, time and score in Edit Level. */
const ADDS_QUESTIONS: readonly LevelPlayProblem['kind'][] = ['questions', 'noItems'];
const EDITS_LEVEL: readonly LevelPlayProblem['kind'][] = ['total', 'time', 'points', 'noTotals'];

/** Why participants do not see this level, with the way to fix it for those who may edit. */
function LevelOffMap({
  eventId,
  detail,
  canEdit,
}: {
  eventId: string;
  detail: LevelDetail;
  canEdit: boolean;
}) {
  const text = useText();
  const { problems } = levelPlayability(levelPlayFacts(detail.level, detail.content));
  const levelName = detail.level.tabName;
  const has = (kinds: readonly LevelPlayProblem['kind'][]) =>
    problems.some((p) => kinds.includes(p.kind));
  return (
    <OffMapWarning problems={problems}>
      {canEdit && (has(ADDS_QUESTIONS) || has(EDITS_LEVEL)) ? (
        <Group gap="xs">
          {has(ADDS_QUESTIONS) && isNumberedLevel(levelName) ? (
            <Button
              component={Link}
              to={addQuestionPath(eventId, levelName)}
              size="xs"
              leftSection={<IconPlus size={14} />}
            >
              {text('console.levels.addQuestion')}
            </Button>
          ) : null}
          {has(EDITS_LEVEL) ? (
            <Button
              component={Link}
              to={editLevelPath(eventId, levelName)}
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
            >
              {text('console.levels.editLevel')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </OffMapWarning>
  );
}

/** /admin/levelDetails/:eventId/:lName: one level and its questions (part B §2 Level details). */
export function LevelDetailsScreen() {
  const text = useText();
  usePageTitle(text('console.levels.details.pageTitle'));
  const params = useParams();
  const eventId = params.eventId ?? '';
  const levelName = params.lName ?? '';
  const canEdit = useCanEditLevels(eventId);
  const detail = useLevelDetail(eventId, levelName);
  const redirecting = useWrongEventRedirect([detail.error], eventId);

  let body: ReactNode;
  if (detail.isPending || redirecting) {
    body = <ScreenLoading label={text('console.levels.loadingLevel')} />;
  } else if (detail.isError) {
    body = <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  } else {
    body = (
      <Stack gap="lg">
        <LevelOffMap eventId={eventId} detail={detail.data} canEdit={canEdit} />
        <LevelDetailsCard level={detail.data.level} />
        <LevelContent
          eventId={eventId}
          levelName={levelName}
          questions={detail.data.questions}
          canEdit={canEdit}
        />
      </Stack>
    );
  }
  return (
    <ScreenFrame
      title={text('console.levels.details.title', { level: levelTitle(levelName, text) })}
      back={{ to: levelsInfoPath(eventId), label: text('console.levels.backToLevels') }}
      subtitle={
        detail.data && isFinalLevel(detail.data.level.final) ? (
          <Badge mt={4} variant="light">
            {text('console.levels.finalLevel')}
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
            {text('console.levels.editLevel')}
          </Button>
        ) : null
      }
    >
      {body}
    </ScreenFrame>
  );
}
