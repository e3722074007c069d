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
import { useText } from '../../i18n/language-switch';
import { type Level, type LevelImportReport, levelsCsvPath, useImportLevels } from './api';
import { CsvToolbar, useCsvImport } from './csv-import';
import { formatSeconds, formatStoredCounts, levelTitle } from './labels';
import { addLevelPath, editLevelPath, levelDetailsPath } from './paths';
import { useDeleteLevel } from './use-delete-level';

type Props = { eventId: string; levels: Level[]; canEdit: boolean };

type Translate = ReturnType<typeof useText>;

function importedLevels(text: Translate, report: LevelImportReport): string {
  return text('console.levels.list.imported', {
    created: report.created,
    updated: report.updated,
  });
}

/**
 * A game made from Assessments → Create has no levels (the wizard's generation makes them): it
 * says so, and those who may edit get the way to add them.
 */
function NoLevels({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  const text = useText();
  return (
    <EmptyState
      size="sm"
      icon={<IconStairsUp />}
      withIndicatorBackground
      title={text('console.levels.list.emptyTitle')}
      description={
        canEdit ? text('console.levels.list.emptyEditable') : text('console.levels.list.empty')
      }
    >
      {canEdit ? (
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {text('console.levels.list.add')}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

/** The event's levels in their sorting order, each with Edit, Details and Delete. */
export function LevelsSection({ eventId, levels, canEdit }: Props) {
  const text = useText();
  const navigate = useNavigate();
  const { confirmDelete, isDeleting } = useDeleteLevel(eventId);
  const canAdd = availableLevelNames(levels.map((l) => l.tabName)).length > 0;
  const csv = useCsvImport({
    mutation: useImportLevels(eventId),
    appliedMessage: (report) => importedLevels(text, report),
  });

  return (
    <SectionCard
      title={text('console.levels.list.title')}
      description={canEdit && !canAdd ? text('console.levels.list.allNamesUsed') : undefined}
      action={
        canEdit ? (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!canAdd}
            onClick={() => void navigate(addLevelPath(eventId))}
          >
            {text('console.levels.list.add')}
          </Button>
        ) : null
      }
    >
      <CsvToolbar
        downloadHref={levelsCsvPath(eventId)}
        kind="levels"
        canImport={canEdit}
        csv={csv}
      />
      {levels.length === 0 ? (
        <NoLevels canEdit={canEdit} onAdd={() => void navigate(addLevelPath(eventId))} />
      ) : (
        <DataTable
          label={text('console.levels.list.title')}
          items={levels}
          // Fits the console at 1440 px (1,106 px in the card), Final included; narrower, the
          // table scrolls inside its card, never the page.
          minWidth={1040}
          rowKey={(level) => level.id}
          columns={[
            {
              header: text('console.levels.list.levelName'),
              cell: (l) => l.tabName,
              td: { ...noWrap, fw: 500 },
            },
            {
              header: text('console.levels.list.passingScore'),
              cell: (l) => String(l.passingScore),
              align: 'right',
            },
            {
              header: text('console.levels.list.time'),
              cell: (l) => formatSeconds(l.time, text),
              td: noWrap,
            },
            // '3 questions, 2 emails, 1 SMS' may take two lines, as the objective does.
            {
              header: text('console.levels.list.questions'),
              cell: (l) => formatStoredCounts(l.totalQuestion, text),
            },
            {
              header: text('console.levels.list.minAttempts'),
              cell: (l) => formatStoredCounts(l.minAttempt, text),
            },
            { header: text('console.levels.list.type'), cell: (l) => l.type, td: noWrap },
            {
              header: text('console.levels.list.difficulty'),
              cell: (l) => l.difficulty,
              td: noWrap,
            },
            {
              header: text('console.levels.list.objective'),
              cell: (l) => (
                <Text size="sm" lineClamp={2}>
                  {l.goalText}
                </Text>
              ),
              td: { miw: 180, maw: 300 },
            },
            {
              header: text('console.levels.list.final'),
              cell: (l) =>
                isFinalLevel(l.final)
                  ? text('console.levels.list.yes')
                  : text('console.levels.list.no'),
            },
          ]}
          actions={(level) => {
            const name = levelTitle(level.tabName, text);
            const deleting = isDeleting(level.tabName);
            return (
              <>
                {canEdit ? (
                  <IconAction
                    label={text('console.levels.list.editLevel', { level: name })}
                    icon={<IconPencil size={18} />}
                    onClick={() => void navigate(editLevelPath(eventId, level.tabName))}
                    disabled={deleting}
                  />
                ) : null}
                <IconAction
                  label={text('console.levels.list.detailsOf', { level: name })}
                  icon={<IconListDetails size={18} />}
                  onClick={() => void navigate(levelDetailsPath(eventId, level.tabName))}
                  disabled={deleting}
                />
                {canEdit ? (
                  <IconAction
                    label={text('console.levels.list.deleteLevel', { level: name })}
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
