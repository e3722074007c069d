import { authMessages, gameInfoSchema, type WizardDraft } from '@app/domain';
import { Paper, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { pick } from 'zod/mini';
import { useSignedInUser } from '../../../app/session';
import { useAppForm } from '../../../app/ui/use-app-form';
import { AssessmentLimitNotice } from '../../billing/plan-limit-notice';
import { infoValuesOf } from '../fields/info-fields';
import { StepActions } from '../fields/step-actions';
import { useDraftSubmit } from '../use-draft-submit';
import { nounOf, titleNounOf } from '../wording';
import { EasyFrame } from './easy-frame';
import { easyPaths } from './paths';

type Values = { assessmentName: string; companyName: string; assessmentFor: string };

const step1Schema = pick(gameInfoSchema, { assessmentName: true, assessmentFor: true });

function Step1Form({ draft }: { draft: WizardDraft }) {
  const user = useSignedInUser();
  const { submit, error, isSaving } = useDraftSubmit();
  const info = infoValuesOf(draft.info);
  const form = useAppForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      assessmentName: info.assessmentName,
      companyName: user.companyName,
      assessmentFor: info.assessmentFor,
    },
    validate: (values) => ({
      ...schemaResolver(step1Schema, { sync: true })(values),
      companyName: values.companyName.trim() ? null : authMessages.required,
    }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const picked = step1Schema.parse(values);
        submit({ ...draft, info: { ...info, ...picked } }, ['info'], easyPaths.step2);
      })}
    >
      <Stack gap="lg">
        <AssessmentLimitNotice />
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md" maw={520}>
            <TextInput
              label={`${titleNounOf(user.projectType)} Name`}
              required
              autoComplete="off"
              key={form.key('assessmentName')}
              {...form.getInputProps('assessmentName')}
            />
            <TextInput
              label="Company Name"
              required
              readOnly
              description="Your account's company; it names the game's link"
              key={form.key('companyName')}
              {...form.getInputProps('companyName')}
            />
            <TextInput
              label="Whom are you hiring?"
              required
              autoComplete="off"
              placeholder="e.g. Graduates 2026"
              key={form.key('assessmentFor')}
              {...form.getInputProps('assessmentFor')}
            />
          </Stack>
        </Paper>
        <StepActions error={error} isBusy={isSaving} previousTo={easyPaths.start} isSubmit />
      </Stack>
    </form>
  );
}

export function EasyFlowStep1() {
  const user = useSignedInUser();
  return (
    <EasyFrame
      active={0}
      title="Get Started"
      needsDraft={false}
      description={`Name your ${nounOf(user.projectType)} and say whom you are hiring.`}
    >
      {(draft) => <Step1Form draft={draft} />}
    </EasyFrame>
  );
}
