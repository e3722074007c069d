import { availableLevelNames, isFinalLevel } from '@app/domain';
import { Button, Text } from '@mantine/core';
import { IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
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
      <DataTable
        label="Levels"
        items={levels}
        emptyText="This game has no levels yet."
        minWidth={1180}
        rowKey={(level) => level.id}
        columns={[
          { header: 'Level Name', cell: (l) => l.tabName, td: { ...noWrap, fw: 500 } },
          { header: 'Passing Score', cell: (l) => String(l.passingScore), align: 'right' },
          { header: 'Time', cell: (l) => formatSeconds(l.time), td: noWrap },
          { header: 'Questions', cell: (l) => formatStoredCounts(l.totalQuestion), td: noWrap },
          { header: 'Min. Attempts', cell: (l) => formatStoredCounts(l.minAttempt), td: noWrap },
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
    </SectionCard>
  );
}
