import type { WizardDraft } from '@app/domain';
import { Divider, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { DEFAULT_LOGIN_METHODS, LoginMethods } from '../fields/login-methods';
import { OpenRegistrationSwitch } from '../fields/open-registration-switch';
import { RegistrationFields, withAlwaysOn } from '../fields/registration-fields';
import { StepActions } from '../fields/step-actions';
import { useDraftSubmit } from '../use-draft-submit';
import { nounOf } from '../wording';
import { nextPath, previousPath, stepTitle } from './steps';
import { WizardFrame } from './wizard-frame';

function RegistrationFieldsForm({ draft }: { draft: WizardDraft }) {
  const user = useSignedInUser();
  const [fields, setFields] = useState(() => withAlwaysOn(draft.registrationFields));
  const [open, setOpen] = useState(draft.openRegistration ?? false);
  const { submit, error, isSaving } = useDraftSubmit();
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <RegistrationFields value={fields} onChange={setFields} projectType={user.projectType} />
          <Divider />
          <OpenRegistrationSwitch checked={open} onChange={setOpen} />
        </Stack>
      </Paper>
      <StepActions
        error={error}
        isBusy={isSaving}
        previousTo={previousPath('registrationFields', user.projectType)}
        onNext={() =>
          submit(
            { ...draft, registrationFields: fields, openRegistration: open },
            ['registrationFields'],
            nextPath('registrationFields', user.projectType),
          )
        }
      />
    </Stack>
  );
}

export function RegistrationFieldsStep() {
  const user = useSignedInUser();
  const text = useText();
  return (
    <WizardFrame
      step="registrationFields"
      title={text(stepTitle('registrationFields', user.projectType))}
      description={text('console.events.wizardRegistration.description')}
    >
      {(draft) => <RegistrationFieldsForm draft={draft} />}
    </WizardFrame>
  );
}

function LoginMethodForm({ draft }: { draft: WizardDraft }) {
  const user = useSignedInUser();
  const [methods, setMethods] = useState(() => draft.loginMethods ?? DEFAULT_LOGIN_METHODS);
  const { submit, error, isSaving } = useDraftSubmit();
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <LoginMethods value={methods} onChange={setMethods} />
      </Paper>
      <StepActions
        error={error}
        isBusy={isSaving}
        previousTo={previousPath('loginMethod', user.projectType)}
        onNext={() =>
          submit(
            { ...draft, loginMethods: methods },
            ['loginMethod'],
            nextPath('loginMethod', user.projectType),
          )
        }
      />
    </Stack>
  );
}

export function LoginMethodStep() {
  const user = useSignedInUser();
  const text = useText();
  return (
    <WizardFrame
      step="loginMethod"
      title={text(stepTitle('loginMethod', user.projectType))}
      description={text('console.events.wizardLoginMethod.description', {
        noun: nounOf(user.projectType, text),
      })}
    >
      {(draft) => <LoginMethodForm draft={draft} />}
    </WizardFrame>
  );
}
