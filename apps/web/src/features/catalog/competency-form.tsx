import { competencyCreateSchema, competencyUpdateSchema } from '@app/domain';
import { Alert, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { type FocusEvent, useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { type Competency, type CompetencySaveResult, useSaveCompetency } from './api';
import { LogoPicker } from './logo-picker';
import { QuestionFileField } from './question-file-field';
import { useLogoField } from './use-logo-field';
import { useQuestionFile } from './use-question-file';

type Props = {
  competency: Competency | null;
  onSaved: (saved: CompetencySaveResult) => void;
  onCancel: () => void;
};

/** 'Add or Update Competency': the name is set once (part A §5); a new file replaces the bank. */
export function CompetencyForm({ competency, onSaved, onCancel }: Props) {
  const text = useText();
  const [failure, setFailure] = useState<string | null>(null);
  const logo = useLogoField(competency?.image ?? null);
  const questionFile = useQuestionFile();
  const form = useAppForm<{ name: string; description: string }>({
    mode: 'uncontrolled',
    initialValues: { name: competency?.name ?? '', description: competency?.description ?? '' },
    validate: schemaResolver(competency ? competencyUpdateSchema : competencyCreateSchema, {
      sync: true,
    }),
  });
  const mutation = useSaveCompetency(competency?.id ?? null);
  const currentName = () => form.getValues().name.trim();

  const pickQuestionFile = (file: File) => {
    // The server checks each row's Leadership Ability against this name, so it must exist first.
    if (form.validateField('name').hasError) {
      return;
    }
    void questionFile.check(file, currentName());
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(
      {
        name: values.name,
        description: values.description,
        ...(logo.fileId === undefined ? {} : { imageFileId: logo.fileId }),
        ...(questionFile.fileId ? { questionFileId: questionFile.fileId } : {}),
      },
      { onSuccess: onSaved, onError: (error) => setFailure(applyApiError(form, error)) },
    );
  });

  const status = questionFile.state.status;
  const nameProps = form.getInputProps('name');
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <TextInput
          label={text('console.catalog.competencyForm.name')}
          required={!competency}
          readOnly={Boolean(competency)}
          variant={competency ? 'filled' : 'default'}
          data-autofocus={competency ? undefined : true}
          key={form.key('name')}
          {...nameProps}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            nameProps.onBlur?.(event);
            if (currentName()) {
              questionFile.recheckFor(currentName());
            }
          }}
        />
        <Textarea
          label={text('console.catalog.competencyForm.description')}
          required
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus={competency ? true : undefined}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <LogoPicker field={logo} />
        <QuestionFileField field={questionFile} onPick={pickQuestionFile} />
        <FormActions
          isBusy={mutation.isPending}
          // A refused file is removed or replaced before saving, so nothing is dropped unseen.
          canSave={!logo.isBusy && status !== 'checking' && status !== 'failed'}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
