import { GRADES_MAX, type GradeList, gradeMessages, gradeProblems } from '@app/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../app/api-client';
import { useText } from '../../../i18n/language-switch';
import { useSaveGrades } from './api';
import { GradesEditorRow } from './grades-editor-row';
import {
  blankRow,
  fieldId,
  type GradeField,
  type GradeRow,
  gradesOf,
  moveRow,
  problemKey,
  rowsOf,
} from './grades-rows';

const FIELDS: readonly GradeField[] = ['name', 'start', 'end'];

/**
 * The account's grades as an editable table, checked as they are typed with the rules the
 * server applies (gradeProblems). Nothing is sent while a problem remains; a 400 from the
 * server puts its messages under the same fields.
 */
export function GradesEditor({ list }: { list: GradeList }) {
  const text = useText();
  const [rows, setRows] = useState(() => rowsOf(list));
  // A row just added is not wrong yet: its problems wait until it is typed in or Save is pressed.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [isDirty, setDirty] = useState(false);
  const save = useSaveGrades();
  const problems = gradeProblems(gradesOf(rows));

  const edit = (next: GradeRow[]) => {
    setRows(next);
    setDirty(true);
    // The server's messages named the rows as they were sent.
    setServerErrors({});
    setServerMessage(null);
  };
  const change = (index: number, patch: Partial<Omit<GradeRow, 'key'>>) => {
    const row = rows[index];
    if (!row) {
      return;
    }
    if (fresh.has(row.key)) {
      setFresh(new Set([...fresh].filter((key) => key !== row.key)));
    }
    edit(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  };
  const errorOf = (index: number, row: GradeRow) => (field: GradeField) => {
    const key = problemKey(index, field);
    const local = submitted || !fresh.has(row.key) ? problems[key] : undefined;
    return local ?? serverErrors[key];
  };
  const add = () => {
    const row = blankRow();
    setFresh(new Set([...fresh, row.key]));
    edit([...rows, row]);
  };
  const confirmRemove = (index: number) => {
    const row = rows[index];
    if (!row) {
      return;
    }
    const name =
      row.name.trim() || text('console.reports.grades.editor.unnamed', { number: index + 1 });
    modals.openConfirmModal({
      title: text('console.reports.grades.editor.removeTitle'),
      children: (
        <Text size="sm">{text('console.reports.grades.editor.removeConfirm', { name })}</Text>
      ),
      labels: {
        confirm: text('console.reports.grades.editor.remove'),
        cancel: text('console.reports.grades.editor.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => edit(rows.filter((r) => r.key !== row.key)),
    });
  };
  const submit = () => {
    setSubmitted(true);
    const firstProblem = rows
      .flatMap((row, index) => FIELDS.map((field) => ({ row, index, field })))
      .find(({ index, field }) => problems[problemKey(index, field)]);
    if (firstProblem) {
      document.getElementById(fieldId(firstProblem.row, firstProblem.field))?.focus();
      return;
    }
    if (problems.items) {
      return;
    }
    save.mutate(
      { items: gradesOf(rows) },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: gradeMessages.saved });
          setRows(rowsOf(saved));
          setFresh(new Set());
          setSubmitted(false);
          setDirty(false);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          setServerErrors(fields);
          const message = errorMessage(error);
          setServerMessage(Object.values(fields).includes(message) ? null : message);
        },
      },
    );
  };
  const discard = () => {
    setRows(rowsOf(list));
    setFresh(new Set());
    setSubmitted(false);
    setDirty(false);
    setServerErrors({});
    setServerMessage(null);
  };
  const listProblem = submitted || rows.length === 0 ? problems.items : undefined;

  return (
    <Stack gap="sm">
      {list.isDefault && !isDirty ? (
        <Alert color="blue" variant="light">
          {text('console.reports.grades.editor.default')}
        </Alert>
      ) : null}
      <Stack gap="xs" role="list" aria-label={text('console.reports.grades.editor.list')}>
        {rows.map((row, index) => (
          <GradesEditorRow
            key={row.key}
            row={row}
            index={index}
            count={rows.length}
            error={errorOf(index, row)}
            onChange={(patch) => change(index, patch)}
            onMove={(by) => edit(moveRow(rows, index, by))}
            onRemove={() => confirmRemove(index)}
          />
        ))}
      </Stack>
      <div aria-live="polite">
        {listProblem ? (
          <Text size="sm" c="red">
            {listProblem}
          </Text>
        ) : null}
        {serverMessage ? (
          <Alert color="red" title={text('console.reports.grades.editor.notSaved')}>
            {serverMessage}
          </Alert>
        ) : null}
      </div>
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          disabled={rows.length >= GRADES_MAX}
        >
          {text('console.reports.grades.editor.add')}
        </Button>
        <Group gap="sm">
          {isDirty ? (
            <Button variant="subtle" onClick={discard} disabled={save.isPending}>
              {text('console.reports.grades.editor.discard')}
            </Button>
          ) : null}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={submit}
            loading={save.isPending}
          >
            {text('console.reports.grades.editor.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
