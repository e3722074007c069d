import { isFinalLevel, levelMessages } from '@app/domain';
import { Badge, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useWrongEventRedirect } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { useLevelDetail, useLevelsOverview, useUpdateLevel } from './api';
import { LevelsEditGate } from './edit-gate';
import { levelTitle } from './labels';
import { LevelForm } from './level-form';
import { type LevelFormValues, storedLevelValues, toUpdateInput } from './level-form-values';
import { levelDetailsPath, levelsInfoPath } from './paths';
import { LoadFailed, ScreenFrame, ScreenLoading } from './screen-frame';

/** /admin/levels/:eventId/:lName/edit: the level's settings; its name stays (part B §5). */
export function EditLevelScreen() {
  const text = useText();
  usePageTitle(text('console.levels.editLevel'));
  const params = useParams();
  const eventId = params.eventId ?? '';
  const levelName = params.lName ?? '';
  const navigate = useNavigate();
  const detail = useLevelDetail(eventId, levelName);
  const overview = useLevelsOverview(eventId);
  const update = useUpdateLevel(eventId, levelName);
  const redirecting = useWrongEventRedirect([detail.error, overview.error], eventId);
  const back = levelsInfoPath(eventId);

  const save = async (values: LevelFormValues) => {
    await update.mutateAsync(toUpdateInput(values, levelName));
    notifications.show({ color: 'green', message: levelMessages.saved });
    await navigate(back);
  };

  let body: ReactNode;
  if (detail.isPending || overview.isPending || redirecting) {
    body = <ScreenLoading label={text('console.levels.loadingLevel')} />;
  } else if (detail.isError || overview.isError) {
    body = (
      <LoadFailed
        error={detail.error ?? overview.error}
        onRetry={() => {
          void detail.refetch();
          void overview.refetch();
        }}
      />
    );
  } else {
    body = (
      <LevelForm
        mode={{
          kind: 'edit',
          tabName: levelName,
          type: detail.data.level.type,
          content: detail.data.content,
          detailsPath: levelDetailsPath(eventId, levelName),
        }}
        initialValues={storedLevelValues(detail.data.level)}
        difficulties={overview.data.difficulties}
        isSaving={update.isPending}
        onSave={save}
        onCancel={() => void navigate(back)}
      />
    );
  }
  return (
    <ScreenFrame
      title={levelTitle(levelName, text)}
      narrow
      back={{ to: back, label: text('console.levels.backToLevels') }}
      subtitle={
        detail.data && isFinalLevel(detail.data.level.final) ? (
          <Badge mt={4} variant="light">
            {text('console.levels.finalLevel')}
          </Badge>
        ) : null
      }
      actions={
        <Button
          component={Link}
          to={levelDetailsPath(eventId, levelName)}
          variant="default"
          leftSection={<IconListDetails size={16} />}
        >
          {text('console.levels.edit.details')}
        </Button>
      }
    >
      <LevelsEditGate
        eventId={eventId}
        back={{ to: back, label: text('console.levels.backToLevels') }}
      >
        {body}
      </LevelsEditGate>
    </ScreenFrame>
  );
}
