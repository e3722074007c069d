import { gameInfoSchema, type WizardDraft } from '@app/domain';
import { Paper, Stack } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useSignedInUser } from '../../../app/session';
import { useAppForm } from '../../../app/ui/use-app-form';
import { useText } from '../../../i18n/language-switch';
import { AssessmentLimitNotice } from '../../billing/plan-limit-notice';
import { InfoFields, type InfoValues, infoValuesOf } from '../fields/info-fields';
import { StepActions } from '../fields/step-actions';
import { useDraftSubmit } from '../use-draft-submit';
import { nounOf, titleNounOf } from '../wording';
import { nextPath, stepTitle } from './steps';
import { WizardFrame } from './wizard-frame';

function InfoForm({ draft }: { draft: WizardDraft }) {
  const user = useSignedInUser();
  const text = useText();
  const { submit, error, isSaving } = useDraftSubmit();
  const noun = titleNounOf(user.projectType, text);
  const form = useAppForm<InfoValues>({
    mode: 'uncontrolled',
    initialValues: infoValuesOf(draft.info),
    validate: schemaResolver(gameInfoSchema, { sync: true }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        // Validated above; parsing again stores the trimmed name and target.
        const info = gameInfoSchema.parse(values);
        const candidateFlow = user.projectType === 'progress' ? false : info.candidateFlow;
        submit(
          { ...draft, info: { ...info, candidateFlow } },
          ['info'],
          nextPath('info', user.projectType),
        );
      })}
    >
      <Stack gap="lg">
        <AssessmentLimitNotice />
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md" maw={520}>
            <InfoFields
              form={form}
              nameLabel={text('console.events.wizardInfo.nameLabel', { noun })}
              forLabel={text('console.events.wizardInfo.forLabel', { noun })}
              hasCandidateFlow={user.projectType !== 'progress'}
            />
          </Stack>
        </Paper>
        <StepActions error={error} isBusy={isSaving} isSubmit />
      </Stack>
    </form>
  );
}

export function InfoStep() {
  const user = useSignedInUser();
  const text = useText();
  return (
    <WizardFrame
      step="info"
      title={text(stepTitle('info', user.projectType))}
      description={text('console.events.wizardInfo.description', {
        noun: nounOf(user.projectType, text),
      })}
    >
      {(draft) => <InfoForm draft={draft} />}
    </WizardFrame>
  );
}
