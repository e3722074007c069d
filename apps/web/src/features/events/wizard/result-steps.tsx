import { DASHBOARD_PATH } from '../../../app/wrong-event';
import { CongratulationPanel } from '../fields/congratulation-panel';
import { GenerationScreen } from '../fields/generation-screen';
import { INFO_PATH, SELECTION_PATH } from './steps';

export function LoadingStep() {
  return (
    <GenerationScreen
      donePath={(result) =>
        `/assessment/congratulation?eventId=${encodeURIComponent(result.eventId)}`
      }
      backPath={SELECTION_PATH}
      startPath={INFO_PATH}
    />
  );
}

export function CongratulationStep() {
  return (
    <CongratulationPanel
      dashboardPath={DASHBOARD_PATH}
      invitePath={(eventId, gameLink) =>
        `/assessment/invitation/${encodeURIComponent(eventId)}?game_link=${encodeURIComponent(gameLink)}`
      }
    />
  );
}
