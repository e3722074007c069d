import { availableLevelNames, isFinalLevel } from '@app/domain';
import { Button, EmptyState, Text } from '@mantine/core';
import {
  IconListDetails,
  IconPencil,
  IconPlus,
  IconStairsUp,
  IconTrash,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../app/ui/data-table';
import { IconAction } from '../../app/ui/icon-action';
import { noWrap } from '../../app/ui/list-section';
import { SectionCard } from '../../app/ui/section-card';
import { type Level, type LevelImportReport, levelsCsvPath, useImportLevels } from './api';
import { CsvToolbar, useCsvImport } from './csv-import';
import { formatSeconds, formatStoredCounts, levelTitle } from './labels';
import { addLevelPath, editLevelPath, levelDetailsPath } from './paths';
import { useDeleteLevel } from './use-delete-level';

type Props = { eventId: string; levels: Level[]; canEdit: boolean };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function importedLevels(report: LevelImportReport): string {
  return `Levels imported: ${plural(report.created, 'level', 'levels')} added, ${plural(report.updated, 'level', 'levels')} updated.`;
}

/**
 * A game made from Assessments → Create has no levels (the wizard's generation makes them): it
 * says so, and those who may edit get the way to add them.
 */
function NoLevels({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  return (
    <EmptyState
      size="sm"
      icon={<IconStairsUp />}
      withIndicatorBackground
      title="This game has no levels yet"
      description={
        canEdit
          ? 'Participants have nothing to play until it has some. Add its levels one by one, or import a levels file.'
          : 'Participants have nothing to play until it has some.'
      }
    >
      {canEdit ? (
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            Add Level
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

/** The event's levels in their sorting order, each with Edit, Details and Delete. */
export function LevelsSection({ eventId, levels, canEdit }: Props) {
  const navigate = useNavigate();
  const { confirmDelete, isDeleting } = useDeleteLevel(eventId);
  const canAdd = availableLevelNames(levels.map((l) => l.tabName)).length > 0;
  const csv = useCsvImport({ mutation: useImportLevels(eventId), appliedMessage: importedLevels });

  return (
    <SectionCard
      title="Levels"
      description={canEdit && !canAdd ? 'Every level name is in use.' : undefined}
      action={
        canEdit ? (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!canAdd}
            onClick={() => void navigate(addLevelPath(eventId))}
          >
            Add Level
          </Button>
        ) : null
      }
    >
      <CsvToolbar
        downloadHref={levelsCsvPath(eventId)}
        noun="Levels"
        canImport={canEdit}
        csv={csv}
      />
      {levels.length === 0 ? (
        <NoLevels canEdit={canEdit} onAdd={() => void navigate(addLevelPath(eventId))} />
      ) : (
        <DataTable
          label="Levels"
          items={levels}
          // Fits the console at 1440 px (1,106 px in the card), Final included; narrower, the
          // table scrolls inside its card, never the page.
          minWidth={1040}
          rowKey={(level) => level.id}
          columns={[
            { header: 'Level Name', cell: (l) => l.tabName, td: { ...noWrap, fw: 500 } },
            { header: 'Passing Score', cell: (l) => String(l.passingScore), align: 'right' },
            { header: 'Time', cell: (l) => formatSeconds(l.time), td: noWrap },
            // '3 questions, 2 emails, 1 SMS' may take two lines, as the objective does.
            { header: 'Questions', cell: (l) => formatStoredCounts(l.totalQuestion) },
            { header: 'Min. Attempts', cell: (l) => formatStoredCounts(l.minAttempt) },
            { header: 'Type', cell: (l) => l.type, td: noWrap },
            { header: 'Diff.', cell: (l) => l.difficulty, td: noWrap },
            {
              header: 'Level Objective',
              cell: (l) => (
                <Text size="sm" lineClamp={2}>
                  {l.goalText}
                </Text>
              ),
              td: { miw: 180, maw: 300 },
            },
            { header: 'Final', cell: (l) => (isFinalLevel(l.final) ? 'Yes' : 'No') },
          ]}
          actions={(level) => {
            const name = levelTitle(level.tabName);
            const deleting = isDeleting(level.tabName);
            return (
              <>
                {canEdit ? (
                  <IconAction
                    label={`Edit ${name}`}
                    icon={<IconPencil size={18} />}
                    onClick={() => void navigate(editLevelPath(eventId, level.tabName))}
                    disabled={deleting}
                  />
                ) : null}
                <IconAction
                  label={`Details of ${name}`}
                  icon={<IconListDetails size={18} />}
                  onClick={() => void navigate(levelDetailsPath(eventId, level.tabName))}
                  disabled={deleting}
                />
                {canEdit ? (
                  <IconAction
                    label={`Delete ${name}`}
                    icon={<IconTrash size={18} />}
                    color="red"
                    onClick={() => confirmDelete(level.tabName)}
                    loading={deleting}
                  />
                ) : null}
              </>
            );
          }}
        />
      )}
    </SectionCard>
  );
}
