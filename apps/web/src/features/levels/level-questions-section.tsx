import { type EventQuestion, responseLabels } from '@app/domain';
import { Button, List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../app/ui/data-table';
import { IconAction } from '../../app/ui/icon-action';
import { noWrap } from '../../app/ui/list-section';
import { SectionCard } from '../../app/ui/section-card';
import { useText } from '../../i18n/language-switch';
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
  const text = useText();
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
          {text('console.levels.questions.why', { rationale })}
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

type Translate = ReturnType<typeof useText>;

function importedQuestions(text: Translate, report: QuestionImportReport): string {
  return text('console.levels.questions.imported', {
    imported: report.imported,
    removed: report.removed,
  });
}

/** The file replaces every question of the level: asked first when there are some. */
function confirmReplace(text: Translate, levelName: string, count: number, proceed: () => void) {
  if (count === 0) {
    proceed();
    return;
  }
  modals.openConfirmModal({
    title: text('console.levels.questions.replaceTitle'),
    children: (
      <Text size="sm">
        {text('console.levels.questions.replaceText', {
          count,
          level: levelTitle(levelName, text),
        })}
      </Text>
    ),
    labels: {
      confirm: text('console.levels.questions.replaceConfirm'),
      cancel: text('console.levels.questions.replaceCancel'),
    },
    onConfirm: proceed,
  });
}

/** A numbered level's questions, emails and SMS, each with Edit and Delete. */
export function LevelQuestionsSection({ eventId, levelName, questions, canEdit }: Props) {
  const text = useText();
  const navigate = useNavigate();
  const { confirmDelete, isDeleting } = useDeleteQuestion(eventId, levelName);
  const csv = useCsvImport({
    mutation: useImportLevelQuestions(eventId, levelName),
    appliedMessage: (report) => importedQuestions(text, report),
    confirm: (proceed) => confirmReplace(text, levelName, questions.length, proceed),
  });
  return (
    <SectionCard
      title={text('console.levels.questions.title')}
      action={
        canEdit ? (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => void navigate(addQuestionPath(eventId, levelName))}
            aria-label={text('console.levels.addQuestion')}
          >
            {text('console.levels.questions.add')}
          </Button>
        ) : null
      }
    >
      <CsvToolbar
        downloadHref={levelQuestionsCsvPath(eventId, levelName)}
        kind="questions"
        canImport={canEdit}
        csv={csv}
      />
      <DataTable
        label={text('console.levels.questions.title')}
        items={questions}
        emptyText={text('console.levels.questions.empty')}
        minWidth={1100}
        rowKey={(q) => q.id}
        columns={[
          {
            header: text('console.levels.questions.number'),
            cell: (q) => String(q.number),
            align: 'right',
          },
          { header: text('console.levels.questions.id'), cell: (q) => q.displayId, td: noWrap },
          { header: text('console.levels.questions.type'), cell: (q) => q.type },
          {
            header: text('console.levels.questions.question'),
            cell: (q) => q.question,
            td: { miw: 220, maw: 360 },
          },
          {
            header: text('console.levels.questions.options'),
            cell: (q) => <Options options={q.options} rationale={q.rationale} />,
            td: { miw: 200 },
          },
          {
            header: text('console.levels.questions.reward'),
            cell: (q) => String(q.reward),
            align: 'right',
          },
          { header: text('console.levels.questions.difficulty'), cell: (q) => q.difficulty },
          { header: text('console.levels.questions.ability'), cell: (q) => q.ability, td: noWrap },
        ]}
        actions={
          canEdit
            ? (q) => (
                <>
                  <IconAction
                    label={text('console.levels.questions.editQuestion', { number: q.number })}
                    icon={<IconPencil size={18} />}
                    onClick={() => void navigate(editQuestionPath(eventId, levelName, q))}
                    disabled={isDeleting(q.id)}
                  />
                  <IconAction
                    label={text('console.levels.questions.deleteQuestion', { number: q.number })}
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
