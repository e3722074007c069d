import { type EventQuestion, responseLabels } from '@app/domain';
import { Button, List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../app/ui/data-table';
import { IconAction } from '../../app/ui/icon-action';
import { noWrap } from '../../app/ui/list-section';
import { SectionCard } from '../../app/ui/section-card';
import { levelQuestionsCsvPath, type QuestionImportReport, useImportLevelQuestions } from './api';
import { CsvToolbar, useCsvImport } from './csv-import';
import { levelTitle } from './labels';
import { addQuestionPath, editQuestionPath } from './paths';
import { useDeleteQuestion } from './questions/use-delete-question';

/** 1 Best, 2 Ok, 3 Wrong; a rating outside them as its number. */
function ratingLabel(rating: number): string {
  return rating === 1 || rating === 2 || rating === 3 ? responseLabels[rating] : String(rating);
}

/** The options with their ratings, and why the Best one is best (admins only; never played). */
function Options({ options, rationale }: Pick<EventQuestion, 'options' | 'rationale'>) {
  return (
    <>
      <List size="sm" spacing={2}>
        {options.map((option, index) => (
          // Options have no id: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <List.Item key={index}>
            {option.text}{' '}
            <Text span size="xs" c="dimmed" fw={600}>
              ({ratingLabel(option.rating)})
            </Text>
          </List.Item>
        ))}
      </List>
      {rationale && (
        <Text size="xs" c="dimmed" mt={4}>
          Why: {rationale}
        </Text>
      )}
    </>
  );
}

type Props = {
  eventId: string;
  levelName: string;
  questions: EventQuestion[];
  canEdit: boolean;
};

function importedQuestions(report: QuestionImportReport): string {
  const questions = `${report.imported} ${report.imported === 1 ? 'question' : 'questions'}`;
  return `${questions} imported; the level's ${report.removed} earlier ${report.removed === 1 ? 'question was' : 'questions were'} replaced.`;
}

/** The file replaces every question of the level: asked first when there are some. */
function confirmReplace(levelName: string, count: number, proceed: () => void) {
  if (count === 0) {
    proceed();
    return;
  }
  modals.openConfirmModal({
    title: 'Replace questions',
    children: (
      <Text size="sm">
        The file's questions replace all {count} questions of {levelTitle(levelName)}. A file with
        any row in error changes nothing.
      </Text>
    ),
    labels: { confirm: 'Import', cancel: 'Cancel' },
    onConfirm: proceed,
  });
}

/** A numbered level's questions, emails and SMS, each with Edit and Delete. */
export function LevelQuestionsSection({ eventId, levelName, questions, canEdit }: Props) {
  const navigate = useNavigate();
  const { confirmDelete, isDeleting } = useDeleteQuestion(eventId, levelName);
  const csv = useCsvImport({
    mutation: useImportLevelQuestions(eventId, levelName),
    appliedMessage: importedQuestions,
    confirm: (proceed) => confirmReplace(levelName, questions.length, proceed),
  });
  return (
    <SectionCard
      title="Questions"
      action={
        canEdit ? (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => void navigate(addQuestionPath(eventId, levelName))}
            aria-label="Add Question"
          >
            Add
          </Button>
        ) : null
      }
    >
      <CsvToolbar
        downloadHref={levelQuestionsCsvPath(eventId, levelName)}
        noun="Questions"
        canImport={canEdit}
        csv={csv}
      />
      <DataTable
        label="Questions"
        items={questions}
        emptyText="This level has no questions yet."
        minWidth={1100}
        rowKey={(q) => q.id}
        columns={[
          { header: 'No.', cell: (q) => String(q.number), align: 'right' },
          { header: 'ID', cell: (q) => q.displayId, td: noWrap },
          { header: 'Type', cell: (q) => q.type },
          { header: 'Question', cell: (q) => q.question, td: { miw: 220, maw: 360 } },
          {
            header: 'Options',
            cell: (q) => <Options options={q.options} rationale={q.rationale} />,
            td: { miw: 200 },
          },
          { header: 'Reward', cell: (q) => String(q.reward), align: 'right' },
          { header: 'Difficulty', cell: (q) => q.difficulty },
          { header: 'Ability', cell: (q) => q.ability, td: noWrap },
        ]}
        actions={
          canEdit
            ? (q) => (
                <>
                  <IconAction
                    label={`Edit question ${q.number}`}
                    icon={<IconPencil size={18} />}
                    onClick={() => void navigate(editQuestionPath(eventId, levelName, q))}
                    disabled={isDeleting(q.id)}
                  />
                  <IconAction
                    label={`Delete question ${q.number}`}
                    icon={<IconTrash size={18} />}
                    color="red"
                    onClick={() => confirmDelete(q)}
                    loading={isDeleting(q.id)}
                  />
                </>
              )
            : undefined
        }
      />
    </SectionCard>
  );
}
