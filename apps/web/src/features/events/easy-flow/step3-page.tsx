import type { WizardDraft, WizardStep } from '@app/domain';
import { Divider, Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { ArtworkFields } from '../fields/artwork-fields';
import { DEFAULT_LOGIN_METHODS, LoginMethods } from '../fields/login-methods';
import { OpenRegistrationSwitch } from '../fields/open-registration-switch';
import { RegistrationFields, withAlwaysOn } from '../fields/registration-fields';
import { StepActions } from '../fields/step-actions';
import { useDraftArtwork } from '../use-draft-artwork';
import { useDraftSubmit } from '../use-draft-submit';
import { EasyFrame } from './easy-frame';
import { easyPaths } from './paths';

const tabSteps: WizardStep[] = ['registrationFields', 'loginMethod', 'artWork'];

function Step3Form({ draft }: { draft: WizardDraft }) {
  const user = useSignedInUser();
  const text = useText();
  const [tab, setTab] = useState<string | null>('registrationFields');
  const [fields, setFields] = useState(() => withAlwaysOn(draft.registrationFields));
  const [open, setOpen] = useState(draft.openRegistration ?? false);
  const [methods, setMethods] = useState(() => draft.loginMethods ?? DEFAULT_LOGIN_METHODS);
  const { submit, error, setError, isSaving } = useDraftSubmit();
  const artwork = useDraftArtwork(draft, () => setError(null));
  const next = () => {
    const failed = submit(
      {
        ...draft,
        registrationFields: fields,
        openRegistration: open,
        loginMethods: methods,
        ...artwork.values,
      },
      tabSteps,
      easyPaths.step4,
    );
    // The message is about one tab; show that tab.
    if (failed) {
      setTab(failed);
    }
  };
  return (
    <Stack gap="lg">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="registrationFields">
            {text('console.events.easyStep3.registrationFieldsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="loginMethod">{text('console.events.easyStep3.loginMethodTab')}</Tabs.Tab>
          <Tabs.Tab value="artWork">{text('console.events.easyStep3.artworkTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="registrationFields" pt="md">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <RegistrationFields
                value={fields}
                onChange={setFields}
                projectType={user.projectType}
              />
              <Divider />
              <OpenRegistrationSwitch checked={open} onChange={setOpen} />
            </Stack>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="loginMethod" pt="md">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <LoginMethods value={methods} onChange={setMethods} />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="artWork" pt="md">
          <ArtworkFields {...artwork.fields} />
        </Tabs.Panel>
      </Tabs>
      <StepActions error={error} isBusy={isSaving} previousTo={easyPaths.step2} onNext={next} />
    </Stack>
  );
}

export function EasyFlowStep3() {
  const text = useText();
  return (
    <EasyFrame
      active={2}
      title={text('console.events.easyStep3.title')}
      needsDraft
      description={text('console.events.easyStep3.description')}
    >
      {(draft) => <Step3Form draft={draft} />}
    </EasyFrame>
  );
}
