import type { WizardDraft } from '@app/domain';
import { Stack } from '@mantine/core';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { ArtworkFields } from '../fields/artwork-fields';
import { LaunchForm } from '../fields/launch-form';
import { StepActions } from '../fields/step-actions';
import { useDraftArtwork } from '../use-draft-artwork';
import { useDraftSubmit } from '../use-draft-submit';
import { nounOf } from '../wording';
import { nextPath, previousPath, stepTitle } from './steps';
import { WizardFrame } from './wizard-frame';

function ArtworkForm({ draft }: { draft: WizardDraft }) {
  const user = useSignedInUser();
  const { submit, error, setError, isSaving } = useDraftSubmit();
  const artwork = useDraftArtwork(draft, () => setError(null));
  return (
    <Stack gap="lg">
      <ArtworkFields {...artwork.fields} />
      <StepActions
        error={error}
        isBusy={isSaving}
        previousTo={previousPath('artWork', user.projectType)}
        onNext={() =>
          submit(
            { ...draft, ...artwork.values },
            ['artWork'],
            nextPath('artWork', user.projectType),
          )
        }
      />
    </Stack>
  );
}

export function ArtworkStep() {
  const user = useSignedInUser();
  const text = useText();
  const noun = nounOf(user.projectType, text);
  return (
    <WizardFrame
      step="artWork"
      title={text(stepTitle('artWork', user.projectType))}
      description={
        user.projectType === 'progress'
          ? text('console.events.wizardArtwork.descriptionProgress', { noun })
          : text('console.events.wizardArtwork.description', { noun })
      }
    >
      {(draft) => <ArtworkForm draft={draft} />}
    </WizardFrame>
  );
}

export function LaunchStep() {
  const user = useSignedInUser();
  const text = useText();
  return (
    <WizardFrame
      step="launch"
      title={text(stepTitle('launch', user.projectType))}
      description={text('console.events.wizardLaunch.description', {
        noun: nounOf(user.projectType, text),
      })}
    >
      {(draft) => (
        <LaunchForm
          draft={draft}
          previousTo={previousPath('launch', user.projectType)}
          nextTo={nextPath('launch', user.projectType)}
        />
      )}
    </WizardFrame>
  );
}
