import { authMessages, gameInfoSchema, type WizardDraft } from '@app/domain';
import { Paper, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { pick } from 'zod/mini';
import { useSignedInUser } from '../../../app/session';
import { useAppForm } from '../../../app/ui/use-app-form';
import { useText } from '../../../i18n/language-switch';
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
  const text = useText();
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
              label={text('console.events.easyStep1.name', {
                noun: titleNounOf(user.projectType, text),
              })}
              required
              autoComplete="off"
              key={form.key('assessmentName')}
              {...form.getInputProps('assessmentName')}
            />
            <TextInput
              label={text('console.events.easyStep1.companyName')}
              required
              readOnly
              description={text('console.events.easyStep1.companyNameDescription')}
              key={form.key('companyName')}
              {...form.getInputProps('companyName')}
            />
            <TextInput
              label={text('console.events.easyStep1.assessmentFor')}
              required
              autoComplete="off"
              placeholder={text('console.events.easyStep1.assessmentForPlaceholder')}
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
  const text = useText();
  return (
    <EasyFrame
      active={0}
      title={text('console.events.easyStep1.title')}
      needsDraft={false}
      description={text('console.events.easyStep1.description', {
        noun: nounOf(user.projectType, text),
      })}
    >
      {(draft) => <Step1Form draft={draft} />}
    </EasyFrame>
  );
}
