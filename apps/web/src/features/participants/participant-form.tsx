import {
  type EventDetail,
  type Participant,
  type ParticipantInput,
  requiredAreas,
} from '@app/domain';
import { useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { PageForm } from '../../app/ui/page-form';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { DetailsSection, ExpirySection, UserInfoSection } from './form-sections';
import { type FormValues, initialValues, toFields, validator } from './form-values';
import { areaLabels } from './labels';

export type SaveInput = ParticipantInput;

type Props = {
  event: EventDetail;
  /** Null when adding. */
  participant: Participant | null;
  isSaving: boolean;
  /** Resolves once saved (the screen navigates); rejects with an error for the form to show. */
  onSave: (input: SaveInput) => Promise<void>;
  onCancel: () => void;
};

/** Add User and Edit User (part A §5); the e-mail is set once. */
export function ParticipantForm({ event, participant, isSaving, onSave, onCancel }: Props) {
  const text = useText();
  const isEdit = participant !== null;
  const [failure, setFailure] = useState<string | null>(null);
  // Controlled: the expiry input and the selects follow other fields as they change.
  const form = useAppForm<FormValues>({
    initialValues: initialValues(participant),
    validate: validator(event, isEdit),
  });

  const submit = form.onSubmit(async (submitted) => {
    setFailure(null);
    try {
      await onSave({ ...toFields(submitted, participant), email: submitted.email.trim() });
    } catch (error) {
      setFailure(applyApiError(form, error));
    }
  });

  return (
    <PageForm onSubmit={submit} failure={failure}>
      <DetailsSection
        form={form}
        isEdit={isEdit}
        labels={areaLabels(event.projectType, text)}
        required={requiredAreas(event)}
      />
      <ExpirySection form={form} />
      <UserInfoSection form={form} />
      <FormActions isBusy={isSaving} onCancel={onCancel} />
    </PageForm>
  );
}
