import {
  IconBrain,
  IconCalculator,
  IconCalendarEvent,
  IconChecklist,
  IconConfetti,
  IconDeviceGamepad2,
  IconForms,
  IconHourglass,
  IconInfoCircle,
  IconLogin,
  IconMailForward,
  IconPalette,
  IconTarget,
} from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function InfoStep() {
  return (
    <PlaceholderScreen
      title="Assessment Information"
      progressTitle="Game Information"
      icon={<IconInfoCircle />}
      description={(noun) =>
        `The form for the name of your ${noun} and whom it is for will appear here.`
      }
    />
  );
}

export function BehavioralStep() {
  return (
    <PlaceholderScreen
      title="Behavioral Assessment"
      progressTitle="Behavioral Competency"
      icon={<IconTarget />}
      description={(noun) => `The competencies to choose for your ${noun} will appear here.`}
    />
  );
}

export function MiniGamesStep() {
  return (
    <PlaceholderScreen
      title="Mini Games"
      icon={<IconDeviceGamepad2 />}
      description="The mini games to add to your game will appear here."
    />
  );
}

export function CognitiveStep() {
  return (
    <PlaceholderScreen
      title="Cognitive"
      icon={<IconBrain />}
      description="The cognitive games to add to your assessment will appear here."
    />
  );
}

export function AptitudeStep() {
  return (
    <PlaceholderScreen
      title="Aptitude"
      icon={<IconCalculator />}
      description="The aptitude games to add to your assessment will appear here."
    />
  );
}

export function RegistrationFieldsStep() {
  return (
    <PlaceholderScreen
      title="Registration Fields"
      icon={<IconForms />}
      description="The fields participants fill in when they register will appear here."
    />
  );
}

export function LoginMethodStep() {
  return (
    <PlaceholderScreen
      title="Log In Method"
      icon={<IconLogin />}
      description={(noun) => `The ways participants can sign in to your ${noun} will appear here.`}
    />
  );
}

export function ArtworkStep() {
  return (
    <PlaceholderScreen
      title="Customize Artwork"
      icon={<IconPalette />}
      description="The company logo and intro video uploads with their previews will appear here."
    />
  );
}

export function LaunchStep() {
  return (
    <PlaceholderScreen
      title="Launch"
      icon={<IconCalendarEvent />}
      description="The launch and closing date pickers will appear here."
    />
  );
}

export function SelectionStep() {
  return (
    <PlaceholderScreen
      title="Selection"
      icon={<IconChecklist />}
      description={(noun) =>
        `A summary of everything you chose, to review before creating the ${noun}, will appear here.`
      }
    />
  );
}

export function LoadingStep() {
  return (
    <PlaceholderScreen
      title="Creating Event"
      icon={<IconHourglass />}
      description="The progress of creating your event, its levels and questions will appear here."
    />
  );
}

export function CongratulationStep() {
  return (
    <PlaceholderScreen
      title="Congratulations"
      icon={<IconConfetti />}
      description={(noun) => `Your ${noun}'s link, ready to copy and share, will appear here.`}
    />
  );
}

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
