import { Alert, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconX } from '@tabler/icons-react';
import { ChooseFileButton, RemoveFileButton } from '../../app/ui/choose-file-button';
import { RejectedRows } from '../../app/ui/rejected-rows';
import { useText } from '../../i18n/language-switch';
import type { QuestionFileField as Field } from './use-question-file';

type Props = {
  field: Field;
  /** Called with the picked file; the form checks the name first. */
  onPick: (file: File) => void;
};

function CheckResult({ field }: { field: Field }) {
  const text = useText();
  const { state } = field;
  if (state.status === 'checking') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">
          {text('console.catalog.questionFile.checking', { name: state.file.name })}
        </Text>
      </Group>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        color="red"
        title={text('console.catalog.questionFile.refused', { name: state.file.name })}
      >
        {state.message}
      </Alert>
    );
  }
  if (state.status === 'checked') {
    const { validRows, rejected, warnings } = state.check;
    return (
      <Stack gap="xs">
        <Alert color={rejected.length > 0 ? 'yellow' : 'teal'} title={state.file.name}>
          {rejected.length > 0
            ? text('console.catalog.questionFile.checkedWithRejected', {
                valid: validRows,
                rejected: rejected.length,
              })
            : text('console.catalog.questionFile.checked', { valid: validRows })}
        </Alert>
        {rejected.length > 0 ? (
          <RejectedRows
            rows={rejected}
            caption={text('console.catalog.questionFile.rejectedRows')}
          />
        ) : null}
        {warnings.length > 0 ? (
          <RejectedRows
            rows={warnings}
            caption={text('console.catalog.questionFile.warnings', { count: warnings.length })}
          />
        ) : null}
      </Stack>
    );
  }
  return null;
}

export function QuestionFileField({ field, onPick }: Props) {
  const text = useText();
  return (
    <Input.Wrapper
      label={text('console.catalog.questionFile.label')}
      labelElement="div"
      description={text('console.catalog.questionFile.description')}
    >
      <Stack gap="xs" mt={6}>
        <Group gap="sm">
          <ChooseFileButton
            accept=".csv,text/csv"
            inputLabel={text('console.catalog.questionFile.inputLabel')}
            icon={<IconFileSpreadsheet size={14} />}
            size="xs"
            disabled={field.isBusy}
            onPick={onPick}
          >
            {text(
              field.state.status === 'none'
                ? 'console.catalog.questionFile.choose'
                : 'console.catalog.questionFile.chooseAnother',
            )}
          </ChooseFileButton>
          {field.state.status !== 'none' && !field.isBusy ? (
            <RemoveFileButton color="gray" icon={<IconX size={14} />} onClick={field.clear}>
              {text('console.catalog.questionFile.remove')}
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
