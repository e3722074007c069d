import type { WizardDraft } from '@app/domain';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { CheckProblems } from '../fields/check-problems';
import { CongratulationPanel } from '../fields/congratulation-panel';
import { DraftSummary } from '../fields/draft-summary';
import { GenerationScreen } from '../fields/generation-screen';
import { StepActions } from '../fields/step-actions';
import { useWizardCheck } from '../use-wizard-check';
import { nounOf } from '../wording';
import { EasyFrame } from './easy-frame';
import { easyPaths } from './paths';

/** Each wizard step is fixed on the easy-flow page that holds it. */
function easyPathOf(step: string): string {
  switch (step) {
    case 'info':
      return easyPaths.step1;
    case 'behavioral':
    case 'miniGames':
    case 'cognitive':
    case 'aptitude':
      return easyPaths.step2;
    case 'launch':
      return easyPaths.step4;
    default:
      return easyPaths.step3;
  }
}

function Review({ draft }: { draft: WizardDraft }) {
  const text = useText();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const check = useWizardCheck(() => void navigate(easyPaths.loading));
  return (
    <Stack gap="lg">
      <DraftSummary
        draft={draft}
        projectType={user.projectType}
        layout="four"
        editPaths={[easyPaths.step1, easyPaths.step2, easyPaths.step3, easyPaths.step4]}
      />
      <CheckProblems
        error={check.error}
        problems={check.data?.problems ?? []}
        pathOf={easyPathOf}
        infoPath={easyPaths.step1}
        noun={nounOf(user.projectType, text)}
      />
      <StepActions
        error={null}
        previousTo={easyPaths.step4}
        isBusy={check.isPending}
        onNext={() => check.mutate()}
      />
    </Stack>
  );
}

export function EasyFlowSelectionList() {
  const user = useSignedInUser();
  const text = useText();
  return (
    <EasyFrame
      active={4}
      title={text('console.events.easyReview.title')}
      needsDraft
      description={text('console.events.easyReview.description', {
        noun: nounOf(user.projectType, text),
      })}
    >
      {(draft) => <Review draft={draft} />}
    </EasyFrame>
  );
}

export function EasyFlowLoading() {
  return (
    <GenerationScreen
      donePath={(result) =>
        `${easyPaths.congratulation}?eventId=${encodeURIComponent(result.eventId)}`
      }
      backPath={easyPaths.selectionList}
      startPath={easyPaths.step1}
    />
  );
}

export function EasyFlowCongratulation() {
  return (
    <CongratulationPanel
      dashboardPath={easyPaths.dashboard}
      invitePath={(eventId, gameLink) =>
        `${easyPaths.invitation}?eventId=${encodeURIComponent(eventId)}&game_link=${encodeURIComponent(gameLink)}`
      }
    />
  );
}
