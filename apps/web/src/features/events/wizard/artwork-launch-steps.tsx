import type { WizardDraft } from '@app/domain';
import { Stack } from '@mantine/core';
import { useSignedInUser } from '../../../app/session';
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
  const noun = nounOf(user.projectType);
  return (
    <WizardFrame
      step="artWork"
      title={stepTitle('artWork', user.projectType)}
      description={
        user.projectType === 'progress'
          ? `Add your company logo to the ${noun}.`
          : `Add your company logo and an intro video to the ${noun}.`
      }
    >
      {(draft) => <ArtworkForm draft={draft} />}
    </WizardFrame>
  );
}

export function LaunchStep() {
  const user = useSignedInUser();
  return (
    <WizardFrame
      step="launch"
      title={stepTitle('launch', user.projectType)}
      description={`Choose when your ${nounOf(user.projectType)} opens and closes.`}
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
