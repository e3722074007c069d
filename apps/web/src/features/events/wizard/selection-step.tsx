import type { WizardDraft } from '@app/domain';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { CheckProblems } from '../fields/check-problems';
import { DraftSummary } from '../fields/draft-summary';
import { StepActions } from '../fields/step-actions';
import { useWizardCheck } from '../use-wizard-check';
import { nounOf } from '../wording';
import { INFO_PATH, stepPath } from './steps';
import { WizardFrame } from './wizard-frame';

export const LOADING_PATH = '/assessment/loading';

function SelectionReview({ draft }: { draft: WizardDraft }) {
  const user = useSignedInUser();
  const text = useText();
  const navigate = useNavigate();
  const check = useWizardCheck(() => void navigate(LOADING_PATH));
  return (
    <Stack gap="lg">
      <DraftSummary
        draft={draft}
        projectType={user.projectType}
        layout="two"
        editPaths={[
          stepPath('info'),
          stepPath('behavioral'),
          stepPath('registrationFields'),
          stepPath('launch'),
        ]}
      />
      <CheckProblems
        error={check.error}
        problems={check.data?.problems ?? []}
        pathOf={stepPath}
        infoPath={INFO_PATH}
        noun={nounOf(user.projectType, text)}
      />
      <StepActions
        error={null}
        previousTo={stepPath('launch')}
        nextLabel={text('console.events.wizardSelection.create')}
        isBusy={check.isPending}
        onNext={() => check.mutate()}
      />
    </Stack>
  );
}

export function SelectionStep() {
  const user = useSignedInUser();
  const text = useText();
  return (
    <WizardFrame
      step="selection"
      title={text('console.events.wizardSelection.title')}
      description={text('console.events.wizardSelection.description', {
        noun: nounOf(user.projectType, text),
      })}
    >
      {(draft) => <SelectionReview draft={draft} />}
    </WizardFrame>
  );
}
