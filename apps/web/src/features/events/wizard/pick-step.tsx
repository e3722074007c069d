import type { WizardDraft } from '@app/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import {
  type Pick,
  type PickKind,
  pickCount,
  pickKindStep,
  pickMessage,
  picksOf,
} from '../fields/pick-kinds';
import { PickSection } from '../fields/pick-section';
import { SelectionList } from '../fields/selection-list';
import { StepActions } from '../fields/step-actions';
import { useDraftSubmit } from '../use-draft-submit';
import { nounOf } from '../wording';
import { nextPath, previousPath, stepTitle } from './steps';
import { WizardFrame } from './wizard-frame';

function PickForm({ kind, draft }: { kind: PickKind; draft: WizardDraft }) {
  const user = useSignedInUser();
  const text = useText();
  const step = pickKindStep[kind];
  const required = pickCount(kind, user.projectType);
  const requirement = pickMessage(kind, user.projectType);
  const [selected, setSelected] = useState<Pick[]>(() => picksOf(draft, kind));
  const { submit, error, setError, isSaving } = useDraftSubmit();
  const remove = (pick: Pick) => setSelected((list) => list.filter((p) => p.id !== pick.id));
  return (
    <Stack gap="lg">
      <PickSection
        kind={kind}
        requirement={requirement}
        required={required}
        selected={selected}
        canAddMore={selected.length < required}
        onAdd={(option) => {
          setError(null);
          setSelected((list) => [...list, { id: option.id, name: option.name }]);
        }}
      />
      <SelectionList
        items={selected.map((pick) => ({ pick }))}
        onRemove={remove}
        summary={text('console.events.wizardPick.summary', {
          count: selected.length,
          required,
        })}
      />
      <StepActions
        error={error}
        previousTo={previousPath(step, user.projectType)}
        isBusy={isSaving}
        onNext={() =>
          // A draft begun in the easy flow takes the wizard's exact counts from here on.
          submit(
            { ...draft, [kind]: selected, flow: 'wizard' },
            [step],
            nextPath(step, user.projectType),
          )
        }
      />
    </Stack>
  );
}

function PickStep({ kind, description }: { kind: PickKind; description: string }) {
  const user = useSignedInUser();
  const text = useText();
  const step = pickKindStep[kind];
  return (
    <WizardFrame
      step={step}
      title={text(stepTitle(step, user.projectType))}
      description={description}
    >
      {(draft) => <PickForm kind={kind} draft={draft} />}
    </WizardFrame>
  );
}

export function BehavioralStep() {
  const user = useSignedInUser();
  const text = useText();
  return (
    <PickStep
      kind="competencies"
      description={text('console.events.wizardPick.behavioralDescription', {
        noun: nounOf(user.projectType, text),
      })}
    />
  );
}

export function MiniGamesStep() {
  const text = useText();
  return (
    <PickStep kind="games" description={text('console.events.wizardPick.miniGamesDescription')} />
  );
}

export function CognitiveStep() {
  const text = useText();
  return (
    <PickStep
      kind="cognitive"
      description={text('console.events.wizardPick.cognitiveDescription')}
    />
  );
}

export function AptitudeStep() {
  const text = useText();
  return (
    <PickStep kind="aptitude" description={text('console.events.wizardPick.aptitudeDescription')} />
  );
}
