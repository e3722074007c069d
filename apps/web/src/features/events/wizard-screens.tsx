import { IconMailForward } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export { ArtworkStep, LaunchStep } from './wizard/artwork-launch-steps';
export { InfoStep } from './wizard/info-step';
export { AptitudeStep, BehavioralStep, CognitiveStep, MiniGamesStep } from './wizard/pick-step';
export { CongratulationStep, LoadingStep } from './wizard/result-steps';
export { SelectionStep } from './wizard/selection-step';
export { LoginMethodStep, RegistrationFieldsStep } from './wizard/settings-steps';

/** Invitations arrive with the participants issue. */
export function InvitationScreen() {
  return (
    <PlaceholderScreen
      title="Send Invites"
      icon={<IconMailForward />}
      description={(noun) =>
        `Single and bulk CSV invitations and the ${noun}'s link will appear here.`
      }
    />
  );
}
