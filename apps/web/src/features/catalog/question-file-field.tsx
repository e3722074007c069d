import { Alert, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconX } from '@tabler/icons-react';
import { ChooseFileButton, RemoveFileButton } from '../../app/ui/choose-file-button';
import { RejectedRows } from '../../app/ui/rejected-rows';
import type { QuestionFileField as Field } from './use-question-file';

type Props = {
  field: Field;
  /** Called with the picked file; the form checks the name first. */
  onPick: (file: File) => void;
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function CheckResult({ field }: { field: Field }) {
  const { state } = field;
  if (state.status === 'checking') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Checking {state.file.name}…</Text>
      </Group>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert color="red" title={`${state.file.name} was refused`}>
        {state.message}
      </Alert>
    );
  }
  if (state.status === 'checked') {
    const { validRows, rejected, warnings } = state.check;
    return (
      <Stack gap="xs">
        <Alert color={rejected.length > 0 ? 'yellow' : 'teal'} title={state.file.name}>
          {plural(validRows, 'valid row')}
          {rejected.length > 0 ? `, ${plural(rejected.length, 'rejected row')}` : ''}. Saving
          replaces the competency's questions with the valid rows.
        </Alert>
        {rejected.length > 0 ? (
          <RejectedRows rows={rejected} caption="Rejected rows (not imported)" />
        ) : null}
        {warnings.length > 0 ? (
          <RejectedRows
            rows={warnings}
            caption={`${plural(warnings.length, 'content warning')}: the rows still import, but these items may not measure well`}
          />
        ) : null}
      </Stack>
    );
  }
  return null;
}

export function QuestionFileField({ field, onPick }: Props) {
  return (
    <Input.Wrapper
      label="Question file"
      labelElement="div"
      description="A .csv file with a header row (Type, Leadership Ability, Level, Difficulty, …), up to 5 MB. It is checked as soon as you choose it."
    >
      <Stack gap="xs" mt={6}>
        <Group gap="sm">
          <ChooseFileButton
            accept=".csv,text/csv"
            inputLabel="Question file (.csv)"
            icon={<IconFileSpreadsheet size={14} />}
            size="xs"
            disabled={field.isBusy}
            onPick={onPick}
          >
            {field.state.status === 'none' ? 'Choose file' : 'Choose another file'}
          </ChooseFileButton>
          {field.state.status !== 'none' && !field.isBusy ? (
            <RemoveFileButton color="gray" icon={<IconX size={14} />} onClick={field.clear}>
              Remove file
            </RemoveFileButton>
          ) : null}
        </Group>
        <div aria-live="polite">
          <CheckResult field={field} />
        </div>
      </Stack>
    </Input.Wrapper>
  );
}
