import { availableLevelNames, levelMessages } from '@app/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useStoredEventId } from '../../app/event-id';
import { EventScopeState, useEventScope } from '../../app/event-scope';
import { usePageTitle } from '../../app/page-title';
import { DASHBOARD_PATH } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { useCreateLevel, useLevelsOverview } from './api';
import { LevelsEditGate } from './edit-gate';
import { LevelForm } from './level-form';
import { type LevelFormValues, newLevelValues, toCreateInput } from './level-form-values';
import { levelsInfoPath } from './paths';
import { LoadFailed, ScreenFrame, ScreenLoading } from './screen-frame';

/**
 * /admin/levels/new?eventId=…: the event comes from the query, else the stored one; without
 * either there is nothing to add to, so the dashboard opens.
 */
export function AddLevelScreen() {
  const text = useText();
  usePageTitle(text('console.levels.add.title'));
  const [params] = useSearchParams();
  const storedEventId = useStoredEventId();
  const eventId = params.get('eventId') || storedEventId;
  if (!eventId) {
    return <Navigate to={DASHBOARD_PATH} replace />;
  }
  // The route has no :eventId, so the shell's gate lets it through: this screen checks it.
  return <ScopedAddLevel key={eventId} eventId={eventId} />;
}

function ScopedAddLevel({ eventId }: { eventId: string }) {
  const scope = useEventScope(eventId);
  return scope.status === 'ready' ? (
    <AddLevel eventId={eventId} eventName={scope.event.assessmentName} />
  ) : (
    <EventScopeState scope={scope} />
  );
}

function AddLevel({ eventId, eventName }: { eventId: string; eventName: string }) {
  const text = useText();
  const back = levelsInfoPath(eventId);
  return (
    <ScreenFrame
      title={text('console.levels.add.title')}
      narrow
      back={{ to: back, label: text('console.levels.backToLevels') }}
      subtitle={
        <Text c="dimmed" size="sm">
          {text('console.levels.add.subtitle', { eventName })}
        </Text>
      }
    >
      <LevelsEditGate
        eventId={eventId}
        back={{ to: back, label: text('console.levels.backToLevels') }}
      >
        <AddLevelForm eventId={eventId} back={back} />
      </LevelsEditGate>
    </ScreenFrame>
  );
}

function AddLevelForm({ eventId, back }: { eventId: string; back: string }) {
  const text = useText();
  const navigate = useNavigate();
  const overview = useLevelsOverview(eventId);
  const create = useCreateLevel(eventId);
  const names = overview.data
    ? availableLevelNames(overview.data.levels.map((l) => l.tabName))
    : null;
  // Every name is used: there is nothing to add, so back to the levels (not when this form's own
  // save took the last name: the save moves on by itself).
  const isFull = names !== null && names.length === 0 && create.isIdle;

  useEffect(() => {
    if (isFull) {
      void navigate(back, { replace: true });
    }
  }, [isFull, back, navigate]);

  const save = async (values: LevelFormValues) => {
    await create.mutateAsync(toCreateInput(values));
    notifications.show({ color: 'green', message: levelMessages.saved });
    await navigate(back);
  };

  if (overview.isPending || isFull) {
    return <ScreenLoading label={text('console.levels.add.loading')} />;
  }
  if (overview.isError) {
    return <LoadFailed error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  return (
    <LevelForm
      mode={{ kind: 'add', names: names ?? [] }}
      initialValues={newLevelValues(names?.[0] ?? null)}
      difficulties={overview.data.difficulties}
      isSaving={create.isPending}
      onSave={save}
      onCancel={() => void navigate(back)}
    />
  );
}
